import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readSync,
  realpathSync,
  statSync,
  type Stats,
} from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileProblem, type LoadProblem } from "./loadProblem.ts";
import { decodeUtf8 } from "./utf8.ts";

/** A config file's text as read, or the problem that kept it from being read. */
export type ReadResult = { text: string } | LoadProblem;

/** Whether a value read is the text, not a problem. */
export const isText = (read: ReadResult): read is { text: string } => "text" in read;

/** The kind of a file that is neither a regular file nor a folder, in the words of the catalogue's problem. */
function specialKind(stats: Stats): string | undefined {
  if (stats.isFIFO()) return "um pipe nomeado (FIFO)";
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return "um dispositivo";
  if (stats.isSocket()) return "um socket";
  return undefined;
}

/** "1.073,7 MB". */
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} MB`;

/** The problem with reading a file of these stats, if any: anything but a regular file, or one over `maxBytes`. */
function statProblem(file: string, stats: Stats, maxBytes: number): LoadProblem | undefined {
  const kind = specialKind(stats);
  if (kind) return fileProblem(file, "notRegularFile", { file, kind });
  if (!stats.isFile()) return fileProblem(file, "fileUnreadable", { file, reason: "não é um arquivo" });
  if (stats.size > maxBytes)
    return fileProblem(file, "fileTooLarge", { size: megabytes(stats.size), limit: megabytes(maxBytes) });
  return undefined;
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code ?? "erro";

/** Whether `path` is `root` or inside it (both real paths). */
const isInside = (root: string, path: string) => path === root || path.startsWith(root + sep);

/**
 * The config folder a file is read from, its real path resolved once: a link is followed only when it leads to a file
 * inside it (a page linked to a shared file elsewhere would be published without anyone reviewing it, and the editor
 * would serve any file of the machine).
 */
export class ConfigFolder {
  readonly dir: string;
  private realDir: string | undefined;
  /** Whether each subfolder read from leads inside: resolved once per folder, not per file (10,000 pages). */
  private readonly subfolders = new Map<string, boolean>();

  /** A folder whose files are read; make a new one to notice its subfolders replaced by links meanwhile. */
  constructor(dir: string) {
    this.dir = dir;
  }

  /** Whether a path's real path is inside the folder; false when it cannot be resolved. */
  contains(path: string): boolean {
    try {
      this.realDir ??= realpathSync.native(this.dir);
      return isInside(this.realDir, realpathSync.native(path));
    } catch {
      return false;
    }
  }

  /** Whether the folder holding `path` is inside (a pages/ that is itself a link elsewhere is not). */
  private holds(path: string): boolean {
    const folder = dirname(path);
    let inside = this.subfolders.get(folder);
    if (inside === undefined) this.subfolders.set(folder, (inside = this.contains(folder)));
    return inside;
  }

  /**
   * Reads `file` (relative to the folder) as UTF-8, refusing without reading it: anything but a regular file (a FIFO
   * would block the read forever, /dev/zero would never end), a link that leads outside the folder, a file larger than
   * `maxBytes`; a text that is not UTF-8 is refused at its first invalid byte instead of read as U+FFFD.
   */
  read(file: string, maxBytes: number): ReadResult {
    const path = join(this.dir, file);
    const name = relative(this.dir, path).split(sep).join("/");
    let stats: Stats;
    try {
      stats = lstatSync(path);
      if (stats.isSymbolicLink()) {
        // What the link leads to is looked up, not opened: a device or a FIFO is said as such, wherever it is.
        stats = statSync(path);
        if (stats.isFile() && !this.contains(path)) return fileProblem(name, "linkOutsideConfig", { file: name });
      } else if (!this.holds(path)) return fileProblem(name, "linkOutsideConfig", { file: name });
    } catch (error) {
      const code = errorCode(error);
      return code === "ENOENT"
        ? fileProblem(name, "fileMissing", { file: name })
        : fileProblem(name, "fileUnreadable", { file: name, reason: code });
    }
    const refused = statProblem(name, stats, maxBytes);
    if (refused) return refused;
    const read = readBounded(path, name, maxBytes);
    if (!("bytes" in read)) return read;
    const decoded = decodeUtf8(read.bytes);
    if ("text" in decoded) return decoded;
    const { byte, line, column } = decoded.invalid;
    return { file: name, pointer: "", line, column, id: "invalidUtf8", details: { byte } };
  }
}

/**
 * A regular file's bytes, at most `maxBytes`: opened without blocking (a FIFO put in its place since it was looked up
 * opens at once) and looked up again through the open descriptor, which is the file actually read.
 */
function readBounded(path: string, name: string, maxBytes: number): { bytes: Uint8Array } | LoadProblem {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    return fileProblem(name, "fileUnreadable", { file: name, reason: errorCode(error) });
  }
  try {
    const stats = fstatSync(fd);
    const refused = statProblem(name, stats, maxBytes);
    if (refused) return refused;
    // One byte more than allowed tells a file that grew past the limit since fstat.
    const buffer = Buffer.allocUnsafe(Math.min(stats.size, maxBytes) + 1);
    let length = 0;
    for (let read = -1; read !== 0 && length < buffer.length; length += read)
      read = readSync(fd, buffer, length, buffer.length - length, null);
    if (length > maxBytes)
      return fileProblem(name, "fileTooLarge", { size: `mais de ${megabytes(maxBytes)}`, limit: megabytes(maxBytes) });
    return { bytes: buffer.subarray(0, length) };
  } catch (error) {
    return fileProblem(name, "fileUnreadable", { file: name, reason: errorCode(error) });
  } finally {
    closeSync(fd);
  }
}
