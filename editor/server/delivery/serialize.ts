/** The last task queued for each key: a new one starts when it ends, whether it succeeded or failed. */
const tails = new Map<string, Promise<unknown>>();

/**
 * Runs `task` once every task queued before it for `key` (a repository's top) has ended: one publication, push or
 * retry at a time per repository, so each commits on the one before it and reports its own commit.
 */
export function serialize<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.then(task, task);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  tails.set(key, tail);
  // The map keeps no key whose queue has emptied.
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return run;
}
