/** When to run the retries: the clock and the timer, injected so that tests move time instead of waiting. */
export interface Scheduler {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs `task` after `ms`; the function returned cancels it. */
  after(ms: number, task: () => Promise<void>): () => void;
}

/** The process's own clock and timers; a pending retry never keeps the process alive. */
export const REAL_SCHEDULER: Scheduler = {
  now: () => Date.now(),
  after(ms, task) {
    const timer = setTimeout(() => void task().catch(() => undefined), ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};
