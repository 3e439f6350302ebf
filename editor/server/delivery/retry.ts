import type { DeliveryState } from "../../shared/api.ts";
import type { Scheduler } from "./scheduler.ts";

/** One thing to deliver again until it works: its attempts, its next try, and what the person is told meanwhile. */
export class Retry {
  private attempts = 0;
  private cancel: (() => void) | undefined;
  private current: DeliveryState = { state: "idle" };

  /** `delays[n]` waits before the (n + 2)th attempt (the last repeats); `maxAttempts` counts the first. */
  constructor(
    private readonly delays: readonly number[],
    private readonly maxAttempts = Infinity,
  ) {}

  /** Where the delivery stands. */
  state(): DeliveryState {
    return this.current;
  }

  /** It worked: nothing waits, the count starts over. */
  succeeded(): void {
    this.stop();
    this.current = { state: "idle" };
  }

  /** It failed in a way trying again cannot fix: nothing waits, and `message` says what to do. */
  gaveUp(message: string): DeliveryState {
    this.stop();
    this.current = { state: "failed", message };
    return this.current;
  }

  /**
   * It failed with `message`: `task` runs again after the next delay, unless the attempts are spent, when the state
   * becomes `failed` with `finalMessage`.
   */
  failed(message: string, task: () => Promise<void>, scheduler: Scheduler, finalMessage = message): DeliveryState {
    this.cancel?.();
    this.attempts += 1;
    if (this.attempts >= this.maxAttempts) return this.gaveUp(finalMessage);
    const delay = this.delays[Math.min(this.attempts - 1, this.delays.length - 1)]!;
    this.cancel = scheduler.after(delay, task);
    const nextAttempt = new Date(scheduler.now() + delay).toISOString();
    this.current = { state: "retrying", message, attempts: this.attempts, nextAttempt };
    return this.current;
  }

  /** A new delivery replaces the one waiting: its retry is dropped and the count starts over. */
  private stop(): void {
    this.cancel?.();
    this.cancel = undefined;
    this.attempts = 0;
  }

  /** Drops the retry waiting, if any, before a new delivery of the same thing. */
  restart(): void {
    this.stop();
  }
}
