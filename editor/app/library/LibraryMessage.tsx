import { Notice } from "../ui/Notice.tsx";

/** What the last change of a library screen gave: done (said politely) or refused (an alert, until closed). */
export type LibraryOutcome = { ok: boolean; text: string } | null;

/** The outcome of the last change, if any. */
export function LibraryMessage({ outcome, onClose }: { outcome: LibraryOutcome; onClose: () => void }) {
  if (!outcome) return null;
  if (!outcome.ok) return <Notice onClose={onClose}>{outcome.text}</Notice>;
  return (
    <p className="library__done" role="status">
      {outcome.text}
    </p>
  );
}
