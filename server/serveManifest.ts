import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ExperimentSplit } from "../model/experiments/splits.ts";

/** The file of the build that tells `npm run serve` what it needs to know about the site (written by the prerender). */
export const SERVE_MANIFEST = "_serve.json";

/** What the server needs from the site, worked out once by the build so that it reads nothing from site.config/. */
export interface ServeManifest {
  /** Every page route and alias; paths with `:param` match any single segment. */
  routes: string[];
  /** site.json names a Tag Manager container: the CSP allows its origin. */
  tagManager: boolean;
  /** CSP sources (`'sha256-…'`) of the inline scripts the pages carry: the page loader (decision 050). */
  inlineScriptHashes: string[];
  /** The chat link the link stand-in hands out for each `grupo` (the page's own prefilled message). */
  standInLinks: Record<string, string>;
  /** The running A/B tests (absent when there is none): which variant's page answers each visitor who consented. */
  experiments?: ExperimentSplit[];
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");
const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((item) => typeof item === "string");

/** The build's serve manifest, or a pt-BR line saying why it cannot be used. */
export function readServeManifest(distDir: string): ServeManifest | { problem: string } {
  const problem = `dist/${SERVE_MANIFEST} não existe ou está incompleto: rode \`npm run build\` antes (ou use \`npm start\`, que faz os dois).`;
  try {
    const manifest = JSON.parse(readFileSync(join(distDir, SERVE_MANIFEST), "utf8")) as Partial<ServeManifest>;
    const { routes, tagManager, inlineScriptHashes, standInLinks, experiments } = manifest;
    if (
      !isStringList(routes) ||
      typeof tagManager !== "boolean" ||
      !isStringList(inlineScriptHashes) ||
      !isStringRecord(standInLinks) ||
      (experiments !== undefined && !Array.isArray(experiments))
    )
      return { problem };
    return { routes, tagManager, inlineScriptHashes, standInLinks, ...(experiments && { experiments }) };
  } catch {
    return { problem };
  }
}
