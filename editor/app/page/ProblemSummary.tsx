import type { Problem, ValidationResult } from "../../shared/api.ts";
import { t } from "../strings.ts";
import type { Validation } from "./useValidation.ts";

function ProblemItems({ problems, withFile }: { problems: Problem[]; withFile?: boolean }) {
  return (
    <ul className="problem-list">
      {problems.map((problem, index) => (
        <li key={index}>
          {withFile && <code>{problem.file}</code>} <strong>{problem.message}</strong> {t.fix} {problem.hint}
        </li>
      ))}
    </ul>
  );
}

/**
 * The validator's verdict at the top of the page: how many problems it has, those that have no field of their
 * own, and those the change would cause in other pages; or that the verdict is late, with the last one known.
 */
export function ProblemSummary({
  validation: { result, checking, failed },
  top,
}: {
  validation: Validation;
  top: Problem[];
}) {
  const count = result?.problems.length ?? 0;
  const others = result?.others ?? [];
  return (
    <section
      className={`summary${failed || count || others.length ? " summary--problems" : ""}`}
      aria-labelledby="resumo-validacao"
      aria-busy={checking || failed}
    >
      <h2 id="resumo-validacao" className="summary__heading">
        {failed
          ? t.validationFailed
          : result === undefined
            ? t.checking
            : count
              ? t.problemsHeading(count)
              : t.noProblems}
      </h2>
      {failed && result && <p className="summary__note">{t.lastVerdict(count)}</p>}
      {top.length > 0 && (
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

/** The problems a refused save or delete lists, with the file of each. */
export function RefusalProblems({ result }: { result: ValidationResult }) {
  return <ProblemItems problems={[...result.problems, ...result.others]} withFile />;
}
