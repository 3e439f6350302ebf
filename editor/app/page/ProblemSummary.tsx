import { useState } from "react";
import type { Problem, ValidationResult } from "../../shared/api.ts";
import { t } from "../strings.ts";
import { describeOthers, fileName } from "./otherFiles.ts";
import { useOtherFiles } from "./otherFilesContext.tsx";
import { useProblemLinks } from "./problemLinks.tsx";
import type { PlacedProblem } from "./problemPlaces.ts";
import type { Validation } from "./useValidation.ts";

/** One problem: where it is (a button that leads to its field, when it has one), what is wrong, how to fix it. */
function ProblemItem({ problem }: { problem: Problem | PlacedProblem }) {
  const links = useProblemLinks();
  const { place, target } = problem as Partial<PlacedProblem>;
  const where = place?.join(t.placeSeparator);
  return (
    <li>
      {where &&
        (target && links ? (
          <button type="button" className="problem-list__place" onClick={() => links.goTo(target)}>
            {where}
          </button>
        ) : (
          <span className="problem-list__place">{where}</span>
        ))}
      {where && " "}
      <strong>{problem.message}</strong>
      {problem.hint && (
        <>
          {" "}
          {t.fix} {problem.hint}
        </>
      )}
    </li>
  );
}

/**
 * A list of problems, each with its place and fix (see {@link ProblemItem}). With `withFile` (problems of other
 * files), each place starts with its file as the marketer knows it, then its field's labels: never a path.
 */
export function ProblemItems({ problems, withFile }: { problems: Array<Problem | PlacedProblem>; withFile?: boolean }) {
  const files = useOtherFiles();
  const shown = !withFile
    ? problems
    : files
      ? describeOthers(problems, files)
      : problems.map((problem) => ({ ...problem, place: [fileName(problem.file, [])] }));
  return (
    <ul className="problem-list">
      {shown.map((problem, index) => (
        <ProblemItem key={index} problem={problem} />
      ))}
    </ul>
  );
}

/**
 * The validator's verdict at the top of the page: how many problems it has, those that have no field of their
 * own, and those the change would cause in other pages; or that the verdict is late, with the last one known. Given
 * `all` (every problem with its place), the count is a button that opens the whole list, each leading to its field.
 */
export function ProblemSummary({
  validation: { result, checking, failed },
  top,
  all,
  countHeading = t.problemsHeading,
}: {
  validation: Validation;
  top: Problem[];
  all?: PlacedProblem[];
  /** How many problems there are, said of what is open (a page by default). */
  countHeading?: (count: number) => string;
}) {
  const [open, setOpen] = useState(false);
  const count = result?.problems.length ?? 0;
  const others = result?.others ?? [];
  const listed = all && count > 0 && !failed;
  const heading = failed
    ? t.validationFailed
    : result === undefined
      ? t.checking
      : count
        ? countHeading(count)
        : t.noProblems;
  return (
    <section
      className={`summary${failed || count || others.length ? " summary--problems" : ""}`}
      aria-labelledby="resumo-validacao"
      aria-busy={checking || failed}
    >
      <h2 id="resumo-validacao" className="summary__heading">
        {listed ? (
          <button
            type="button"
            className="summary__toggle"
            aria-expanded={open}
            aria-controls="lista-de-problemas"
            onClick={() => setOpen(!open)}
          >
            {heading}
          </button>
        ) : (
          heading
        )}
      </h2>
      {failed && result && <p className="summary__note">{t.lastVerdict(count)}</p>}
      {listed && open && (
        <div id="lista-de-problemas">
          <p className="summary__note">{t.problemListHelp}</p>
          <ProblemItems problems={all} />
        </div>
      )}
      {top.length > 0 && !(listed && open) && (
        <>
          <h3 className="summary__subheading">{t.pageProblems}</h3>
          <ProblemItems problems={top} />
        </>
      )}
      {others.length > 0 && (
        <>
          <h3 className="summary__subheading">{t.otherProblems}</h3>
          <ProblemItems problems={others} withFile />
        </>
      )}
    </section>
  );
}

/**
 * The problems a refused save or delete lists: the open page's in the editor's words, each leading to its field;
 * then those of other files, with the file of each.
 */
export function RefusalProblems({ result }: { result: ValidationResult }) {
  const links = useProblemLinks();
  if (!links) return <ProblemItems problems={[...result.problems, ...result.others]} withFile />;
  return (
    <>
      {result.problems.length > 0 && <ProblemItems problems={links.describe(result.problems)} />}
      {result.others.length > 0 && <ProblemItems problems={result.others} withFile />}
    </>
  );
}
