import { relative } from "node:path";
import type { Plugin } from "vite";
import { ROOT } from "../../model/paths.ts";

/** Where the client build writes {@link CssModuleClasses} (read, then removed, by scripts/prerender.ts). */
export const CSS_MODULE_CLASSES_FILE = ".vite/css-module-classes.json";

/** Each CSS module of the build (its path in the repository) and the class names it was given. */
export type CssModuleClasses = Record<string, string[]>;

/**
 * Records the class names Vite gives each CSS module and writes them beside the build's manifest, so that the
 * prerender knows which of the stylesheet's rules belong to which block (decision 053).
 */
export function cssModuleClassesPlugin(): Plugin {
  const classes: CssModuleClasses = {};
  return {
    name: "css-module-classes",
    apply: "build",
    config: () => ({
      css: {
        modules: {
          getJSON: (cssFile: string, json: Record<string, string>) => {
            classes[relative(ROOT, cssFile.split("?")[0]!)] = Object.values(json).sort();
          },
        },
      },
    }),
    generateBundle() {
      const sorted = Object.fromEntries(Object.entries(classes).sort(([a], [b]) => a.localeCompare(b)));
      this.emitFile({ type: "asset", fileName: CSS_MODULE_CLASSES_FILE, source: JSON.stringify(sorted) });
    },
  };
}
