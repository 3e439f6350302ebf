import { HASHED_FILES, IMMUTABLE, REVALIDATE } from "../../server/cachePolicy.ts";
import { block, comment, quoted, type ConfPart } from "./nginxText.ts";

/**
 * Cache-Control as `npm run serve` sends it (server/cachePolicy.ts). Chosen by a `map` and sent from the server
 * block, not with add_header inside a location: a location with its own add_header drops every one of the server's.
 */
export function cacheControl(): ConfPart {
  return {
    http: [
      ...comment("Hashed build files never change under the same name; everything else is revalidated on every visit."),
      ...block("map $uri $site_cache_control", [
        `~^${HASHED_FILES} ${quoted(IMMUTABLE)};`,
        `default ${quoted(REVALIDATE)};`,
      ]),
    ],
    server: ["add_header Cache-Control $site_cache_control always;"],
  };
}
