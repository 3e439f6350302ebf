import { readdirSync, readFileSync } from "node:fs";

/** The pids of a process's children (Linux: /proc/<pid>/task/<tid>/children). */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** A process's own peak resident memory so far (VmHWM), in bytes, or 0 when it is gone. */
function highWaterMark(pid: number): number {
  try {
    const kib = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return Number(kib ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/**
 * Watches a process tree (a command and everything it starts) and keeps the largest peak resident memory of any one
 * process in it, as GNU time's "maximum resident set size" does for a command. Sampled every 100 ms: the heavy steps
 * of a build live for seconds. Returns a function that stops watching and gives the figure in bytes (0 off Linux).
 */
export function watchPeakMemory(rootPid: number): () => number {
  let peak = 0;
  const sample = () => {
    const pending = [rootPid];
    for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
      peak = Math.max(peak, highWaterMark(pid));
      pending.push(...childrenOf(pid));
    }
  };
  const timer = setInterval(sample, 100);
  return () => {
    clearInterval(timer);
    sample();
    return peak;
  };
}
