/**
 * The steps of `npm run build` after Vite's client and server builds, in one process: the prerender
 * (scripts/prerender.ts), then the precompression of dist/ (scripts/precompress.ts). Each `tsx` process takes about a
 * second to start, a fifth of rebuilding a 10,000-page site after one edit. Either step still runs alone.
 */
export {};

await import("./prerender.ts");
await import("./precompress.ts");
