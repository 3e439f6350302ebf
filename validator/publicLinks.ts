import { lstatSync, readdirSync, readlinkSync, realpathSync } from "node:fs";
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
 * build's machine. public/ itself must not be a link either. A link to another file of public/ is fine. Each problem is
 * on the link, its file relative to the config folder as every problem's is.
 */
export function publicLinkProblems(publicDir: string, configDir: string): Problem[] {
  const root = realTarget(publicDir);
  if (root === undefined) return [];
  // public/ itself a link: the build would copy the whole folder it leads to, wherever that is.
  if (lstatSync(publicDir).isSymbolicLink()) return [linkProblem(publicDir, publicDir, configDir)];
  // A recursive listing does not enter linked folders: the link itself is listed, and reported.
  const links = readdirSync(publicDir, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isSymbolicLink(),
  );
  return links.flatMap((entry) => {
    const link = join(entry.parentPath, entry.name);
    const target = realTarget(link);
    if (target !== undefined && target.startsWith(root + sep)) return [];
    return [linkProblem(link, publicDir, configDir)];
  });
}

/** The problem of `link`, a link under (or being) `publicDir` that leads out of it: on the link, named from public/. */
function linkProblem(link: string, publicDir: string, configDir: string): Problem {
  const details = { path: ["public", slashed(publicDir, link)].filter(Boolean).join("/"), target: readlinkSync(link) };
  return {
    file: slashed(configDir, link),
    pointer: "",
    line: 1,
    column: 1,
    ...problemText("publicLinkOutside", details),
  };
}
