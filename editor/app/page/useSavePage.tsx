import { useState, type ReactNode } from "react";
import { api } from "../api.ts";
import { useAnnounce } from "../Announcer.tsx";
import { t } from "../strings.ts";
import type { Confirm } from "../useConfirm.tsx";
import { RefusalProblems } from "./ProblemSummary.tsx";

/** What saving needs from the open page. */
export interface SaveTarget {
  name: string;
  data: Record<string, unknown>;
  /** The version of the file the page was read from or last saved as (`null` before its first save). */
  version: string | null;
  markSaved: (data: Record<string, unknown>, version: string) => void;
}

/**
 * Saving the page as it is now. A file changed on disk since it was opened is overwritten only if the user says
 * so; a refusal (problems in this page or in the pages that depend on it) is kept to show until dismissed.
 */
export function useSavePage(target: SaveTarget, confirm: Confirm, onSaved: () => void) {
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<ReactNode>(null);
  const announce = useAnnounce();
  const { name, data, version, markSaved } = target;

  const save = async (force = false): Promise<void> => {
    setSaving(true);
    setRefusal(null);
    const answer = await api.save(name, { data, version, force });
    setSaving(false);
    if (answer.ok) {
      markSaved(data, answer.value.version);
      announce(t.savedAnnouncement(`pages/${name}.json`));
      onSaved();
      return;
    }
    const { refusal: why } = answer;
    if (why.reason === "conflict") {
      if (await confirm(t.conflict(why.message), t.overwrite)) await save(true);
      return;
    }
    setRefusal(
      why.reason === "invalid" ? (
        <>
          <p>{t.saveRefused}</p>
          <RefusalProblems result={why.validation} />
        </>
      ) : (
        <p>{why.message}</p>
      ),
    );
  };
  return { saving, refusal, dismissRefusal: () => setRefusal(null), save };
}
