import { readdirSync, readlinkSync, realpathSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { Problem } from "./problem.ts";
import { problemText } from "./problemCodes.ts";

/** The path of a file under a folder, with forward slashes. */
const slashed = (from: string, to: string) => relative(from, to).split(sep).join("/");

/** Where a link leads once every link on the way is followed, or undefined when it leads nowhere (a broken link). */
function realTarget(link: string): string | undefined {
  try {
    return realpathSync(link);
  } catch {
    return undefined;
  }
}

/**
 * Every symbolic link under the public folder that leads out of it, or nowhere: Vite copies what a link points to into
 * the build (its copy follows links, files and folders alike), so such a link would publish a file from anywhere on the
 * build's machine. A link to another file of public/ is fine. Each problem is on the link, its file relative to the
 * config folder as every problem's is.
 */
export function publicLinkProblems(publicDir: string, configDir: string): Problem[] {
  const root = realTarget(publicDir);
  if (root === undefined) return [];
  // A recursive listing does not enter linked folders: the link itself is listed, and reported.
  const links = readdirSync(publicDir, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isSymbolicLink(),
  );
  return links.flatMap((entry) => {
    const link = join(entry.parentPath, entry.name);
    const target = realTarget(link);
    if (target !== undefined && target.startsWith(root + sep)) return [];
    const details = { path: `public/${slashed(publicDir, link)}`, target: readlinkSync(link) };
    return [
      { file: slashed(configDir, link), pointer: "", line: 1, column: 1, ...problemText("publicLinkOutside", details) },
    ];
  });
}
