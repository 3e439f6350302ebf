/**
 * The badges' counts (requests waiting for review, drafts sent back), read from the editor service every few seconds
 * while a screen shows them and at once when the tab comes back into view, so that nobody reloads to learn of a
 * request or a return. Every component that shows them shares one reading.
 */
import { useSyncExternalStore } from "react";
import type { NoticeCounts } from "../../shared/notices.ts";
import { serviceApi } from "./serviceApi.ts";

/** How often an open editor asks: a request or a return shows within this time. */
export const NOTICE_POLL_MS = 5000;

let counts: NoticeCounts | undefined;
let read = "";
const listeners = new Set<() => void>();
let stop: (() => void) | undefined;

/** Reads the counts now and tells the components when they changed. */
export async function refreshNotices(): Promise<void> {
  const answer = await serviceApi.notices();
  if (!answer.ok || !listeners.size) return;
  const text = JSON.stringify(answer.value);
  if (text === read) return;
  read = text;
  counts = answer.value;
  for (const listener of listeners) listener();
}

function start(): () => void {
  const refresh = () => void refreshNotices().catch(() => undefined);
  const onShown = () => document.visibilityState === "visible" && refresh();
  refresh();
  const timer = setInterval(refresh, NOTICE_POLL_MS);
  document.addEventListener("visibilitychange", onShown);
  return () => {
    clearInterval(timer);
    document.removeEventListener("visibilitychange", onShown);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  stop ??= start();
  return () => {
    listeners.delete(listener);
    if (listeners.size) return;
    stop?.();
    stop = counts = undefined;
    read = "";
  };
}

/** The counts as last read (undefined before the first answer); on the editor service only. */
export function useNotices(): NoticeCounts | undefined {
  return useSyncExternalStore(subscribe, () => counts);
}
