/**
 * The steps of a publication where the fault test stops the process. When EDITOR_FAULT_AT names the step reached, the
 * process kills itself with SIGKILL (no cleanup runs, as when a server is killed); otherwise this does nothing.
 */
export type FaultStep = "before-commit" | "after-commit-tree" | "after-update-ref" | "work-tree" | "push";

export function faultPoint(step: FaultStep): void {
  if (process.env.EDITOR_FAULT_AT === step) process.kill(process.pid, "SIGKILL");
}
