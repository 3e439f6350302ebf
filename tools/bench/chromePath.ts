import { existsSync } from "node:fs";

/** Debian's browsers, in the order the bench prefers them: the full Chromium, else the headless shell the tests install. */
const DEBIAN_CHROMIUMS = ["/usr/bin/chromium", "/usr/bin/chromium-headless-shell"];

/** The Chromium Lighthouse runs: `CHROME_PATH` when set, else the first of Debian's that is installed. */
export function chromePath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROME_PATH || DEBIAN_CHROMIUMS.find((path) => existsSync(path)) || DEBIAN_CHROMIUMS[0]!;
}
