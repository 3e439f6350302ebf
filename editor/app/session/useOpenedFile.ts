import { useCallback, useEffect, useState } from "react";
import type { OpenedCollection } from "../../shared/api.ts";
import { api } from "../api.ts";
import { requestedCollection } from "./address.ts";

/** The collection open for editing; a new serial whenever one is shown, so that its editor starts afresh. */
export interface OpenedCollectionEntry {
  collection: OpenedCollection;
  serial: number;
}

/**
 * The collection open for editing. Once the editor is `ready` it follows the address (`?colecao=`), also on the
 * browser's back and forward. A collection that cannot be opened goes to `onRefused` with why.
 */
export function useOpenedCollection(ready: boolean, onRefused: (message: string | null) => void) {
  const [opened, setOpened] = useState<OpenedCollectionEntry | null>(null);
  const openCollection = useCallback(
    async (name: string) => {
      const answer = await api.openCollection(name);
      if (answer.ok) setOpened((previous) => ({ collection: answer.value, serial: (previous?.serial ?? 0) + 1 }));
      else onRefused(answer.refusal.reason === "invalid" ? null : answer.refusal.message);
      return answer.ok;
    },
    [onRefused],
  );
  const close = useCallback(() => setOpened(null), []);

  useEffect(() => {
    if (!ready) return;
    const follow = () => {
      const name = requestedCollection();
      if (name) void openCollection(name);
      else close();
    };
    follow();
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  }, [ready, openCollection, close]);

  return { opened, openCollection, close };
}
