import { useState, type ReactNode } from "react";
import { api } from "../api.ts";
import { useAnnounce } from "../Announcer.tsx";
import { t } from "../strings.ts";
import { RefusalProblems } from "./ProblemSummary.tsx";
import { pagePath } from "../../shared/variantNames.ts";

/** What saving needs from the open page. */
export interface SaveTarget {
  name: string;
  data: Record<string, unknown>;
  /** The version of the file the page was read from or last saved as (`null` before its first save). */
  version: string | null;
  markSaved: (data: Record<string, unknown>, version: string) => void;
  /** A collection's file and endpoint; a page's by default. */
  file?: string;
  send?: typeof api.save;
  /** What a refusal for problems says first (a page's sentence by default). */
  refusedText?: string;
}

/**
 * Saving the page as it is now; true once saved. A file changed on disk since it was opened is never overwritten
 * here: the server's refusal is kept as `conflict`, and only `save(true)` (the marketer's explicit "Salvar mesmo
 * assim") writes over it. Another refusal (problems in this page or in the pages that depend on it) is kept to show
 * until dismissed.
 */
export function useSavePage(target: SaveTarget, onSaved: () => void) {
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<ReactNode>(null);
  const [conflict, setConflict] = useState<string>();
  const announce = useAnnounce();
  const { name, data, version, markSaved } = target;
  const { file = pagePath(name), send = api.save, refusedText = t.saveRefused } = target;

  /** `from` saves other data than the page's now, based on another version (a merge, just put in place). */
  const save = async (force = false, from = { data, version }): Promise<boolean> => {
    setSaving(true);
    setRefusal(null);
    const answer = await send(name, { ...from, force });
    setSaving(false);
    if (answer.ok) {
      setConflict(undefined);
      markSaved(from.data, answer.value.version);
      announce(t.savedAnnouncement(file));
      onSaved();
      return true;
    }
    const { refusal: why } = answer;
    if (why.reason === "conflict") {
      setConflict(why.message);
      return false;
    }
    setRefusal(
      why.reason === "invalid" ? (
        <>
          <p>{refusedText}</p>
          <RefusalProblems result={why.validation} />
        </>
      ) : (
        <p>{why.message}</p>
      ),
    );
    return false;
  };
  return {
    saving,
    refusal,
    dismissRefusal: () => setRefusal(null),
    conflict,
    clearConflict: () => setConflict(undefined),
    save,
  };
}
