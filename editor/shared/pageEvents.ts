/** What the dev server tells open editors when a page's file changes on disk (Vite's HMR socket, custom event). */
export const PAGE_CHANGED = "editor:page-changed";

/** A page's file changed on disk: its new version (content hash), or null when it was removed. */
export interface PageChanged {
  name: string;
  version: string | null;
}
