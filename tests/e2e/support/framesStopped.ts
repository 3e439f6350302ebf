/**
 * The words that say a page stopped drawing frames while its main thread still answered (`pageState` in browser.ts).
 * vitest.e2e.config.ts retries once a test whose error carries them, and nothing else (decision 054). A module of its
 * own, so that the config reads it without loading the browser.
 */
export const FRAMES_STOPPED = "NÃO desenha quadros";
