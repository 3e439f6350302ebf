import { comment, type ConfPart } from "./nginxText.ts";

/** The text types the site serves: compressed, and labelled UTF-8. */
export const TEXT_TYPES =
  "text/css application/javascript text/javascript application/json image/svg+xml text/plain application/xml";

/**
 * The build's precompressed `.br` and `.gz` files sent as they are (the bytes `npm run serve` sends, decision 017);
 * the filters only compress what has no such file. Needs Debian's Brotli modules.
 */
export function compression(): ConfPart {
  return {
    server: [
      ...comment(
        "Brotli where the browser accepts it, gzip otherwise: the build's x.br and x.gz first (decision 017).",
      ),
      "brotli_static on;",
      "gzip_static on;",
      "brotli on;",
      "brotli_comp_level 6;",
      `brotli_types ${TEXT_TYPES};`,
      "gzip on;",
      "gzip_vary on;",
      "gzip_comp_level 6;",
      `gzip_types ${TEXT_TYPES};`,
    ],
  };
}
