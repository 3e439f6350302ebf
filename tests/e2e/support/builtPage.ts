import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { entryScripts, pageModules } from "../../../tools/bench/htmlTags.ts";
import { routeFile } from "../../../build/routeFile.ts";

/** What a prerendered page makes the browser download before it can run: its HTML and its initial JS. */
export interface BuiltPage {
  html: string;
  /** The entry script and every module it requests (the page-assets island), as files under dist/. */
  scripts: string[];
}

/** A route's prerendered page in a build folder. */
export function htmlFileFor(dist: string, route: string): string {
  return join(dist, routeFile(route));
}

/** The entry script of a built page and every module it requests, as files under dist/. */
export function scriptsOf(html: string): string[] {
  return [...entryScripts(html), ...pageModules(html)].map((href) => href.replace(/^\//, ""));
}

/** Reads a route's prerendered HTML and the JS it loads up front. */
export function builtPage(dist: string, route: string): BuiltPage {
  const html = readFileSync(htmlFileFor(dist, route), "utf8");
  return { html, scripts: scriptsOf(html) };
}

/** Gzip size of files under dist/, summed. */
export function gzipBytes(dist: string, files: string[]): number {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
}
