import { lstatSync, realpathSync } from "node:fs";
import { dirname, join, posix, sep } from "node:path";

/** The real path of an existing file or folder, or undefined (without the cost of an exception when it is missing). */
function realPath(path: string): string | undefined {
  try {
    return lstatSync(path, { throwIfNoEntry: false }) ? realpathSync(path) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a file the static layer could answer `pathname` with lies, once symbolic links are followed, outside the
 * build folder `root` (a real path). The file layer keeps its lookups under the folder by name only, so a link inside
 * the build that points elsewhere would be followed. The candidates: the path as is, `.br` and `.gz` (and, to stay
 * safe should an index lookup ever be turned on, the same under `<path>/index`).
 */
export function reachesOutside(root: string, pathname: string): boolean {
  const inside = (path: string | undefined) => path === undefined || path === root || path.startsWith(root + sep);
  const base = join(root, posix.normalize(pathname));
  if (!inside(realPath(dirname(base)))) return true;
  return [base, join(base, "index")].some((file) =>
    ["", ".br", ".gz"].some((suffix) => !inside(realPath(file + suffix))),
  );
}
