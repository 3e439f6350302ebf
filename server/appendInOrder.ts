import { appendFile, mkdir } from "node:fs/promises";
import { dirname } from "node:path";

/** The last pending append of each file, in this process. */
const pending = new Map<string, Promise<void>>();

/**
 * Appends `text` to `file` once every earlier call for that file has finished. Concurrent appendFile calls may
 * interleave their writes (a large one is written in several pieces); one at a time, no line is ever cut or lost.
 */
export function appendInOrder(file: string, text: string): Promise<void> {
  const appended = (pending.get(file) ?? Promise.resolve()).then(async () => {
    await mkdir(dirname(file), { recursive: true });
    await appendFile(file, text);
  });
  // A failed append is reported to its caller and must not block the ones after it.
  const settled = appended.catch(() => undefined);
  pending.set(file, settled);
  void settled.then(() => {
    if (pending.get(file) === settled) pending.delete(file);
  });
  return appended;
}
