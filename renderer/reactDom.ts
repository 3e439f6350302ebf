/**
 * React DOM's client API, as an ES module of the `react` chunk (decision 029). The entry imports this module, not
 * `react-dom/client` itself: importing a CommonJS package would give the entry a static import of the bundler's
 * interop helpers, a request that must finish before the entry can run.
 */
export { createRoot, hydrateRoot } from "react-dom/client";
