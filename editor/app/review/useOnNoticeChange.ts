import { useEffect, useRef } from "react";
import type { NoticeCounts } from "../../shared/notices.ts";
import { useNotices } from "./noticeFeed.ts";

/**
 * Calls `onChange` when what `watched` reads of the badges' counts changes after the first reading: a screen that
 * read its own data on opening reads it again when a request arrives or is answered, without a reload.
 */
export function useOnNoticeChange(
  watched: (counts: NoticeCounts) => string,
  onChange: () => void,
): NoticeCounts | undefined {
  const notices = useNotices();
  const key = notices && watched(notices);
  const last = useRef<string>(undefined);
  useEffect(() => {
    if (key === undefined) return;
    if (last.current !== undefined && last.current !== key) onChange();
    last.current = key;
  }, [key, onChange]);
  return notices;
}
