/**
 * What the dev server tells open editors when a file they edit changes on disk (Vite's HMR socket, custom event): a
 * page, a collection or site.json.
 */
export const PAGE_CHANGED = "editor:page-changed";

/** A config file changed on disk: its new version (content hash), or null when it was removed. */
export interface PageChanged {
  /** Its path in the config folder: `pages/promo.json`, `collections/segmentos-cidades.json`, `site.json`. */
  file: string;
  version: string | null;
}
