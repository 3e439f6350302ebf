import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** What a prerendered page makes the browser download before it can run: its HTML and its initial JS. */
export interface BuiltPage {
  html: string;
  /** The entry script and every modulepreload, as files under dist/. */
  scripts: string[];
}

/** dist/<route>/index.html ("/" is dist/index.html). */
export function htmlFileFor(dist: string, route: string): string {
  return route === "/" ? join(dist, "index.html") : join(dist, route.slice(1), "index.html");
}

/** Reads a route's prerendered HTML and the JS it loads up front. */
export function builtPage(dist: string, route: string): BuiltPage {
  const html = readFileSync(htmlFileFor(dist, route), "utf8");
  const scripts = [...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"|<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((match) => (match[1] ?? match[2])!);
  return { html, scripts };
}

/** Gzip size of files under dist/, summed. */
export function gzipBytes(dist: string, files: string[]): number {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
}
