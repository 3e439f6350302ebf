import { useEffect, useState } from "react";
import type { DraftKind, PresentPerson } from "../../shared/drafts.ts";
import { draftApi } from "./draftApi.ts";

/** How often an open document says so to the service (it counts someone as present for 40 s). */
export const PRESENCE_MS = 15_000;

/** The others who have the document open, from a heartbeat sent while it is open; it says it is closed on leaving. */
export function usePresence(kind: DraftKind, name: string): PresentPerson[] {
  const [others, setOthers] = useState<PresentPerson[]>([]);
  useEffect(() => {
    let open = true;
    const beat = () =>
      draftApi.beat(kind, name).then(
        (answer) => open && answer.ok && setOthers(answer.value),
        () => undefined,
      );
    void beat();
    const timer = setInterval(() => void beat(), PRESENCE_MS);
    const leave = () => draftApi.leave(kind, name);
    window.addEventListener("pagehide", leave);
    return () => {
      open = false;
      clearInterval(timer);
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [kind, name]);
  return others;
}
