/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly SITE_API_BASE_URL?: string;
  readonly SITE_CONTACT_URL?: string;
}
