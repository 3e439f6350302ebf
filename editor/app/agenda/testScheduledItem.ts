import type { ScheduledItem } from "../../shared/schedule.ts";

/** A pending publication of the page black-friday by Bia, due 28/11/2026 00:00 in Brasília (03:00 UTC), for the agenda's tests. */
export const PENDING_PUBLICATION: ScheduledItem = {
  id: 1,
  kind: "page",
  name: "black-friday",
  action: "publish",
  dueAt: Date.UTC(2026, 10, 28, 3),
  message: "Black Friday",
  by: "Bia",
  doneAt: null,
  outcome: null,
  ok: null,
};
