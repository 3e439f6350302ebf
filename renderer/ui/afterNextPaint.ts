/**
 * Runs `run` in a task after the next frame is painted, and returns a function that cancels it if it has not run yet.
 * Work an interaction needs but the visitor does not see at once (making the page behind a menu inert, rendering a
 * dialog's form) goes here, so that the interaction's own frame paints first: the time from a tap to that paint is
 * what INP measures.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    // The frame paints once this callback returns; the task after it comes after that paint.
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
