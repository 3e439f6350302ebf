import type { PlacedProblem } from "../page/problemPlaces.ts";
import { ProblemItems } from "../page/ProblemSummary.tsx";
import { t } from "../strings.ts";

/**
 * The example data site.json still holds (the legal name "a substituir", a 3000-0000 phone, `.example` addresses):
 * what `npm run validate -- --launch` lists, shown where marketing can replace it. Never a reason to refuse a save.
 */
export function LaunchPlaceholders({ problems }: { problems: PlacedProblem[] | undefined }) {
  if (!problems) return null;
  const heading = (
    <h2 id="antes-de-ir-ao-ar" className="summary__heading">
      {t.launchHeading(problems.length)}
    </h2>
  );
  if (problems.length === 0) return <section className="summary">{heading}</section>;
  // Closed at first: the list is long until the business has its real data, and the form is what is edited.
  return (
    <details className="summary summary--launch">
      <summary>{heading}</summary>
      <p className="summary__note">{t.launchHelp}</p>
      <ProblemItems problems={problems} />
    </details>
  );
}
