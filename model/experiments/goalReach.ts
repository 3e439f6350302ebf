import { walk } from "../content/walk.ts";

/** What a test counts as a conversion: a chat link's click, a contact form's lead, or either. */
export type ExperimentGoal = "chat" | "lead" | "either";

/** Whether a page's blocks offer a chat link (an action naming one of the page's chat links). */
export function hasChatLink(blocks: unknown): boolean {
  let found = false;
  walk(blocks, ({ value, key }) => {
    if (key === "chat" && typeof value === "string" && value !== "") found = true;
  });
  return found;
}

/** Whether a page's blocks include a contact form, where a lead is sent from. */
export function hasContactForm(blocks: unknown): boolean {
  return Array.isArray(blocks) && blocks.some((block) => (block as { type?: unknown })?.type === "contactForm");
}

/** Whether a page with these blocks can convert for `goal`. */
export function reachesGoal(goal: ExperimentGoal, blocks: unknown): boolean {
  if (goal === "chat") return hasChatLink(blocks);
  if (goal === "lead") return hasContactForm(blocks);
  return hasChatLink(blocks) || hasContactForm(blocks);
}
