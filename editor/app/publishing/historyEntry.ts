import type { PageCommit } from "../../shared/api.ts";
import { t } from "../strings.ts";

/**
 * Who made a version and what it says, as the history shows it: the team's publications with their author and
 * message; a change made outside the editor (a developer's commit) only as such, never with its author and message.
 */
export function historyEntry(commit: PageCommit): { author: string; message: string } {
  return commit.outside
    ? { author: "", message: t.historyOutside }
    : { author: commit.author, message: commit.message };
}
