import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "../../model/paths.ts";

/**
 * The arguments that make Node run a TypeScript script itself, with tsx's loader (`node --import tsx`). The tsx command
 * starts a second Node process to do the same, about 0.4 s more per script a test starts.
 */
export function tsxNodeArgs(script: string, ...args: string[]): string[] {
  return ["--import", pathToFileURL(join(ROOT, "node_modules/tsx/dist/loader.mjs")).href, script, ...args];
}
