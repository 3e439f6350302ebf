/** Where the progress is written: a terminal redraws one line in place, anything else (a CI log) gets plain lines. */
export interface ProgressOutput {
  write(text: string): unknown;
  isTTY?: boolean;
}

/** How often the line changes: a terminal's redraw, a log's plain line. */
export const REDRAW_MS = 250;
export const LOG_EVERY_MS = 5_000;

/** A duration as a marketer reads it: "45 s", "3 min 20 s", "1 h 05 min". */
export function durationText(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, "0")} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
}

const count = (value: number) => value.toLocaleString("pt-BR");

/**
 * The progress of a long step: pages done of the total and the time left, estimated from the pace so far. On a
 * terminal the line is redrawn in place at most every {@link REDRAW_MS}; elsewhere a plain line is written every
 * {@link LOG_EVERY_MS}. Counting is a sum and a clock read: it never slows the work it reports.
 */
export class BuildProgress {
  private done = 0;
  private readonly startedAt: number;
  /** When the line was last shown: the first waits as long as the next ones, so a short step shows none. */
  private shownAt: number;
  private drawn = false;

  constructor(
    private readonly label: string,
    private readonly total: number,
    private readonly output: ProgressOutput,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.startedAt = now();
    this.shownAt = this.startedAt;
  }

  /** Counts `pages` more done, and shows the progress when it is time to. */
  advance(pages: number): void {
    this.done = Math.min(this.total, this.done + pages);
    const at = this.now();
    if (at - this.shownAt < (this.output.isTTY ? REDRAW_MS : LOG_EVERY_MS)) return;
    this.shownAt = at;
    this.show(this.line(at));
  }

  /** Ends the progress: a terminal's line is cleared, so the step's own summary takes its place. */
  finish(): void {
    if (this.drawn) this.output.write("\r\x1b[2K");
    this.drawn = false;
  }

  /** "prerender: 4.200 de 10.000 páginas (42%), faltam cerca de 1 min 10 s". */
  line(at: number = this.now()): string {
    const percent = this.total === 0 ? 100 : Math.floor((this.done / this.total) * 100);
    const elapsed = at - this.startedAt;
    const left =
      this.done === 0 || this.done >= this.total
        ? ""
        : `, faltam cerca de ${durationText((elapsed / this.done) * (this.total - this.done))}`;
    return `${this.label}: ${count(this.done)} de ${count(this.total)} páginas (${percent}%)${left}`;
  }

  private show(line: string): void {
    if (this.output.isTTY) {
      this.output.write(`\r\x1b[2K${line}`);
      this.drawn = true;
    } else this.output.write(`${line}\n`);
  }
}
