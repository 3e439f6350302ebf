import type { ServeManifest } from "../../server/serveManifest.ts";
import { cacheControl } from "./cacheControl.ts";
import { compression, TEXT_TYPES } from "./compression.ts";
import { experimentRecords } from "./experimentRecords.ts";
import { experimentSplits } from "./experimentSplits.ts";
import { hiddenVariants } from "./hiddenVariants.ts";
import { splitsOn } from "../../model/experiments/splits.ts";
import { block, comment, type ConfPart } from "./nginxText.ts";
import { routeLocations } from "./routeLocations.ts";
import { securityHeaders } from "./securityHeaders.ts";

/** What differs between deployments of the same build. */
export interface NginxDeployment {
  /** Where the build's dist/ was copied to. */
  root: string;
  /** The site's host names. */
  serverNames: string[];
  /** Files of the deployment's own lines (TLS, more `listen`s), read inside the server block; none is fine. */
  include: string;
}

/** What the config is made from: the build's serve manifest (dist/_serve.json) and the services' addresses. */
export type NginxSite = Pick<ServeManifest, "routes" | "tagManager" | "inlineScriptHashes" | "experiments"> & {
  /** SITE_API_BASE_URL and SITE_CONTACT_URL as the build saw them. */
  serviceUrls: Array<string | undefined>;
};

const HEADER = comment(
  "Written by `npm run build` (build/nginx/) from the site's routes and dist/_serve.json: do not edit, the next",
  "build writes it again. It answers as `npm run serve` does (routes, status codes, cache policy, security headers);",
  "tests/e2e/nginx.e2e.ts runs it on real nginx and compares. Install: see deploy/README.md.",
);

/** The parts of the site's config, in the order nginx reads them; a new concern is one more part. */
export function siteParts(site: NginxSite, today = new Date().toISOString().slice(0, 10)): ConfPart[] {
  // nginx splits the tests running on the build's day: a test's start or end date takes effect with a build.
  const splits = (site.experiments ?? []).filter((split) => splitsOn(split, today));
  return [
    { server: ["server_tokens off;", "charset utf-8;", `charset_types ${TEXT_TYPES};`] },
    compression(),
    securityHeaders(site),
    cacheControl(),
    experimentSplits(splits),
    experimentRecords(splits),
    hiddenVariants(),
    routeLocations(site.routes),
  ];
}

/** A complete nginx site config: the parts' `http` lines, then one `server` with the deployment's and the parts' lines. */
export function nginxConf(parts: ConfPart[], { root, serverNames, include }: NginxDeployment): string {
  const between = (sections: string[][]) =>
    sections.filter((lines) => lines.length > 0).flatMap((lines) => ["", ...lines]);
  const server = block("server", [
    "listen 80;",
    "listen [::]:80;",
    `root ${root};`,
    `server_name ${serverNames.join(" ")};`,
    ...comment("This deployment's own lines (certificate, `listen 443 ssl`, redirect to HTTPS): deploy/README.md."),
    `include ${include};`,
    ...between(parts.map((part) => part.server ?? [])),
  ]);
  return [...HEADER, ...between(parts.map((part) => part.http ?? [])), "", ...server, ""].join("\n");
}
