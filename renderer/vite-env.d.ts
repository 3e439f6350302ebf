/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly SITE_API_BASE_URL?: string;
  readonly SITE_CONTACT_URL?: string;
}

/** The icon sprite's address (build/vite/iconSpritePlugin.ts): hashed under /assets/ in a build. */
declare module "virtual:icon-sprite" {
  const spriteUrl: string;
  export default spriteUrl;
}

/** The config's pages and collections as the loader reads them (build/vite/sitePagesModule.ts): dev server only. */
declare module "virtual:site-pages" {
  /** A config file's name (without .json) and parsed value, sorted by name. */
  interface ConfigFileEntry {
    name: string;
    data: unknown;
  }
  export const pageFiles: ConfigFileEntry[];
  export const collectionFiles: ConfigFileEntry[];
}
