import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readSync,
  realpathSync,
  type Dirent,
} from "node:fs";
import { isAbsolute, join, relative } from "node:path";

/**
 * The one way the editor reaches a file of public/ (images it lists, reads or publishes). A FIFO there would block a
 * read forever (and with it every request of the server), a device never ends, and a link may lead anywhere on the
 * machine: only regular files are used, reached through links only when they stay inside public/.
 */

/** Whether `path`, once links are followed, lies inside `publicDir`. */
function staysInside(path: string, publicDir: string): boolean {
  try {
    const inside = relative(realpathSync(publicDir), realpathSync(path));
    return inside !== "" && !inside.startsWith("..") && !isAbsolute(inside);
  } catch {
    return false;
  }
}

/** Whether `path` is a regular file of public/ (or a link to one that stays inside it), without opening it. */
export function isPublicFile(path: string, publicDir: string): boolean {
  const entry = lstatSync(path, { throwIfNoEntry: false });
  if (entry?.isFile()) return staysInside(path, publicDir);
  if (!entry?.isSymbolicLink() || !staysInside(path, publicDir)) return false;
  return lstatSync(realpathSync(path), { throwIfNoEntry: false })?.isFile() ?? false;
}

/**
 * The bytes of a regular file of public/, or undefined for anything else. It is opened without waiting (a FIFO put
 * in its place after the check would otherwise block the open) and checked again once open.
 */
export function readPublicFile(path: string, publicDir: string): Buffer | undefined {
  if (!isPublicFile(path, publicDir)) return undefined;
  let descriptor: number;
  try {
    descriptor = openSync(realpathSync(path), constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch {
    return undefined;
  }
  try {
    const opened = fstatSync(descriptor);
    if (!opened.isFile()) return undefined;
    const size = opened.size;
    const bytes = Buffer.alloc(size);
    let read = 0;
    while (read < size) {
      const count = readSync(descriptor, bytes, read, size - read, read);
      if (count === 0) break;
      read += count;
    }
    return bytes.subarray(0, read);
  } catch {
    return undefined;
  } finally {
    closeSync(descriptor);
  }
}

/** A subfolder's entries, or none when it cannot be read. */
function entriesOf(folder: string): Dirent[] {
  try {
    return readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
}

/**
 * The files under `dir` (a folder of public/) whose names match `pattern`, as paths relative to `dir`: folders are
 * walked without following links (a link to / or to a parent folder would walk the whole disk or forever), and
 * entries that are not public files ({@link isPublicFile}) are left out.
 */
export function publicFilesUnder(dir: string, publicDir: string, pattern: RegExp): string[] {
  const found: string[] = [];
  const walk = (folder: string, entries: Dirent[]) => {
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path, entriesOf(path));
      else if (pattern.test(entry.name) && isPublicFile(path, publicDir)) found.push(relative(dir, path));
    }
  };
  // A subfolder that cannot be read is skipped; `dir` itself missing is the caller's error, as before.
  walk(dir, readdirSync(dir, { withFileTypes: true }));
  return found.sort();
}
