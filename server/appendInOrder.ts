import { appendFile, mkdir } from "node:fs/promises";
import { dirname } from "node:path";

/** The last pending task of each file, in this process. */
const pending = new Map<string, Promise<void>>();

/**
 * Runs `task` on `file` once every earlier task queued for that file has finished: one writer at a time per file, in
 * call order. A failed task is reported to its caller and does not block the ones after it.
 */
export function inOrder(file: string, task: () => Promise<void>): Promise<void> {
  const done = (pending.get(file) ?? Promise.resolve()).then(task);
  const settled = done.catch(() => undefined);
  pending.set(file, settled);
  void settled.then(() => {
    if (pending.get(file) === settled) pending.delete(file);
  });
  return done;
}

/**
 * Appends `text` to `file` once every earlier call for that file has finished. Concurrent appendFile calls may
 * interleave their writes (a large one is written in several pieces); one at a time, no line is ever cut or lost.
 */
export function appendInOrder(file: string, text: string): Promise<void> {
  return inOrder(file, async () => {
    await mkdir(dirname(file), { recursive: true });
    await appendFile(file, text);
  });
}
