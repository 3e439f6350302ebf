/** What the editor and its preview frame (/_editor/preview, same origin) tell each other through postMessage. */
export type PreviewMessage =
  /** The frame is listening. */
  | { type: "preview:ready" }
  /** The block at this index of the page's blocks was clicked in the frame: its form should open. */
  | { type: "preview:block"; index: number }
  /** Show this page (its config as edited); a collection's template as `row` makes it, when one is given. */
  | { type: "editor:page"; config: Record<string, unknown>; row?: Record<string, string> }
  /** Scroll to the block at this index of the page's blocks. */
  | { type: "editor:block"; index: number };

/** True for a message of this protocol. */
export function isPreviewMessage(data: unknown): data is PreviewMessage {
  return (
    !!data &&
    typeof data === "object" &&
    typeof (data as { type?: unknown }).type === "string" &&
    /^(preview|editor):/.test((data as { type: string }).type)
  );
}
