import { useCallback, useEffect, useState } from "react";
import type { Answer } from "../api.ts";

/** The file open for editing; a new serial whenever one is shown, so that its editor starts afresh. */
export interface OpenedFileEntry<T> {
  file: T;
  serial: number;
}

/**
 * A collection or site.json open for editing. Once the editor is `ready` it follows the address (what `requested`
 * reads from it: `?colecao=`, `?configuracao=`), also on the browser's back and forward. A file that cannot be opened
 * goes to `onRefused` with why.
 */
export function useOpenedFile<T>(
  ready: boolean,
  onRefused: (message: string | null) => void,
  requested: () => string | null,
  open: (name: string) => Promise<Answer<T>>,
) {
  const [opened, setOpened] = useState<OpenedFileEntry<T> | null>(null);
  const openFile = useCallback(
    async (name: string) => {
      const answer = await open(name);
      if (answer.ok) setOpened((previous) => ({ file: answer.value, serial: (previous?.serial ?? 0) + 1 }));
      else onRefused(answer.refusal.reason === "invalid" ? null : answer.refusal.message);
      return answer.ok;
    },
    [onRefused, open],
  );
  const close = useCallback(() => setOpened(null), []);

  useEffect(() => {
    if (!ready) return;
    const follow = () => {
      const name = requested();
      if (name) void openFile(name);
      else close();
    };
    follow();
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  }, [ready, requested, openFile, close]);

  return { opened, openFile, close };
}
