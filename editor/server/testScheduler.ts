/** For tests: a scheduler whose time moves only when the test says, and whose tasks the test awaits. */
import type { Scheduler } from "./delivery/scheduler.ts";

/** A scheduler for tests: {@link ManualScheduler.runDue} moves the clock to the next task and runs it. */
export class ManualScheduler implements Scheduler {
  private time = Date.UTC(2026, 10, 27, 12);
  private tasks: { at: number; task: () => Promise<void> }[] = [];

  now(): number {
    return this.time;
  }

  after(ms: number, task: () => Promise<void>): () => void {
    const entry = { at: this.time + ms, task };
    this.tasks.push(entry);
    return () => {
      this.tasks = this.tasks.filter((other) => other !== entry);
    };
  }

  /** The delays, from now, of the tasks waiting. */
  pending(): number[] {
    return this.tasks.map(({ at }) => at - this.time).sort((a, b) => a - b);
  }

  /** Moves the clock to the earliest task and runs it to its end; false when none waits. */
  async runNext(): Promise<boolean> {
    const next = [...this.tasks].sort((a, b) => a.at - b.at)[0];
    if (!next) return false;
    this.tasks = this.tasks.filter((other) => other !== next);
    this.time = Math.max(this.time, next.at);
    await next.task();
    return true;
  }
}
