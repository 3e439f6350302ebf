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
