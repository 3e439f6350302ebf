import { useEffect, useState } from "react";
import type { SchemaSet, ValidationResult } from "../../shared/api.ts";
import { problemHref } from "../../shared/screenAddresses.ts";
import { api } from "../api.ts";
import { withDraft } from "../drafts/openWithDraft.ts";
import type { BlockData } from "../page/blockOps.ts";
import { blocksOf } from "../page/blockOps.ts";
import { useProblemPlaces } from "../page/useProblemPlaces.ts";
import { t } from "../strings.ts";
import { r } from "./reviewStrings.ts";

const openDraft = withDraft("page", api.open);

/** The page's draft as the reviewer would publish it, checked: its blocks and the validator's verdict. */
function useDraftVerdict(name: string): { blocks: BlockData[]; result?: ValidationResult } {
  const [verdict, setVerdict] = useState<{ blocks: BlockData[]; result?: ValidationResult }>({ blocks: [] });
  useEffect(() => {
    const abort = new AbortController();
    void (async () => {
      const opened = await openDraft(name);
      if (!opened.ok) return;
      const result = await api.validate(name, opened.value.data, abort.signal);
      setVerdict({ blocks: blocksOf(opened.value.data), result });
    })().catch(() => undefined);
    return () => abort.abort();
  }, [name]);
  return verdict;
}

/**
 * A page's problems in the reviewer's card: each by its place in the page's words and what is wrong, a link that opens
 * the draft at that field. Nothing while the draft has none (or cannot be checked).
 */
export function DraftProblems({ name, schemas }: { name: string; schemas: SchemaSet }) {
  const { blocks, result } = useDraftVerdict(name);
  const { describe } = useProblemPlaces(schemas, result, blocks);
  const problems = describe(result?.problems ?? []);
  if (problems.length === 0) return null;
  return (
    <section className="review-card__problems" aria-label={r.draftProblems(problems.length)}>
      <h3>{r.draftProblems(problems.length)}</h3>
      <ul className="problem-list">
        {problems.map((problem, index) => (
          <li key={index}>
            <a className="problem-list__place" href={problemHref(name, problem.pointer)}>
              {problem.place.join(t.placeSeparator) || r.wholePage}
            </a>{" "}
            <strong>{problem.message}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
