import { readdirSync } from "node:fs";
import { join } from "node:path";
import { measureBuild, type BuildSizes } from "./bundleSizes.ts";
import { staticRoutes } from "./staticRoutes.ts";
import { timeNpm } from "./timeNpm.ts";

/** How long a project copy takes to validate and build, and what its build weighs. */
export interface SiteMeasure {
  pages: number;
  staticRoutes: number;
  validateMs: number;
  buildMs: number;
  sizes: BuildSizes;
}

/** Times `npm run validate` and `npm run build` in a project copy (one after the other), then measures its dist/. */
export async function measureSite(projectDir: string): Promise<SiteMeasure> {
  const configDir = join(projectDir, "site.config");
  const routes = staticRoutes(configDir);
  const validateMs = await timeNpm(projectDir, "validate");
  const buildMs = await timeNpm(projectDir, "build");
  return {
    pages: readdirSync(join(configDir, "pages")).filter((name) => name.endsWith(".json")).length,
    staticRoutes: routes.length,
    validateMs,
    buildMs,
    sizes: measureBuild(join(projectDir, "dist"), routes),
  };
}
