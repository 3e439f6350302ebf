import { useCallback, useEffect, useRef, useState } from "react";
import type { OpenedPage } from "../../shared/api.ts";
import { api, type Answer } from "../api.ts";
import { requestedPage } from "./address.ts";

/** The page open for editing; a new serial whenever one is shown, so that its editor starts afresh. */
export interface OpenedEntry {
  page: OpenedPage;
  serial: number;
}

/**
 * The page open for editing. Once the editor is `ready` it follows the address (`?pagina=`), also on the browser's
 * back and forward. A page that cannot be opened goes to `onRefused` with why (null when the refusal is the
 * validator's, which has nothing to say here); `onRefused` and `open` (the page's file, or its draft on the editor
 * service) must keep their identity across renders.
 */
export function useOpenedPage(
  ready: boolean,
  onRefused: (message: string | null) => void,
  open: (name: string) => Promise<Answer<OpenedPage>> = api.open,
) {
  const [opened, setOpened] = useState<OpenedEntry | null>(null);
  // The page being opened or open: asking twice for it (React's strict mode runs effects twice) opens it once.
  const openName = useRef<string | null>(null);
  const show = useCallback(
    (page: OpenedPage) => setOpened((previous) => ({ page, serial: (previous?.serial ?? 0) + 1 })),
    [],
  );
  const openPage = useCallback(
    async (name: string) => {
      if (openName.current === name) return true;
      openName.current = name;
      const answer = await open(name);
      if (!answer.ok) openName.current = null;
      if (answer.ok) show(answer.value);
      else onRefused(answer.refusal.reason === "invalid" ? null : answer.refusal.message);
      return answer.ok;
    },
    [show, onRefused, open],
  );
  /** Shows a page that is not on disk yet (a new page's draft). */
  const showDraft = useCallback(
    (page: OpenedPage) => {
      openName.current = page.name;
      show(page);
    },
    [show],
  );
  const close = useCallback(() => {
    openName.current = null;
    setOpened(null);
  }, []);

  useEffect(() => {
    if (!ready) return;
    const follow = () => {
      const name = requestedPage();
      if (name) void openPage(name);
      else close();
    };
    follow();
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  }, [ready, openPage, close]);

  return { opened, openPage, showDraft, close };
}
