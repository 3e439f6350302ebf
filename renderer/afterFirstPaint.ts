/** Runs `run` once the next frame has been painted; at once in a background tab, which paints nothing until shown. */
export function afterFirstPaint(run: () => void): void {
  if (document.visibilityState === "hidden") run();
  // requestAnimationFrame fires just before the frame is painted; the task after it runs once it is on screen.
  else requestAnimationFrame(() => setTimeout(run, 0));
}
