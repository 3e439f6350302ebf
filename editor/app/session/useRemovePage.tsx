import type { ReactNode } from "react";
import { api } from "../api.ts";
import { useAnnounce } from "../Announcer.tsx";
import { RefusalProblems } from "../page/ProblemSummary.tsx";
import { t } from "../strings.ts";
import type { Confirm } from "../useConfirm.tsx";
import { pagePath } from "../../shared/variantNames.ts";

/**
 * Removing a page, once confirmed: `onRemoved` is told which one, and a refusal (for instance other pages link to
 * it) is shown with its problems through `onRefused`.
 */
export function useRemovePage(
  confirm: Confirm,
  onRemoved: (name: string) => void,
  onRefused: (notice: ReactNode) => void,
) {
  const announce = useAnnounce();
  return async (name: string) => {
    const file = pagePath(name);
    if (!(await confirm(t.confirmRemove(file), t.remove))) return;
    const answer = await api.remove(name);
    if (answer.ok) {
      announce(t.removed(file));
      onRemoved(name);
      return;
    }
    const { refusal } = answer;
    onRefused(
      <>
        <p>{t.removeRefused}</p>
        {refusal.reason === "invalid" ? <RefusalProblems result={refusal.validation} /> : <p>{refusal.message}</p>}
      </>,
    );
  };
}
