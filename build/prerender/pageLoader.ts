import { createHash } from "node:crypto";
import { join } from "node:path";
import { build, type Rollup } from "vite";
import { ROOT } from "../../model/paths.ts";

/** The page loader's source: the script every prerendered page carries inline (decision 050). */
export const PAGE_LOADER_SOURCE = join(ROOT, "renderer", "pageLoader.ts");

/**
 * renderer/pageLoader.ts and what it imports as one minified module, ready to be written inside a
 * `<script type="module">`: built by Vite as a library of one file, so it imports nothing at run time.
 */
export async function buildPageLoader(): Promise<string> {
  const result = await build({
    configFile: false,
    root: ROOT,
    publicDir: false,
    logLevel: "warn",
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      target: "es2020",
      lib: { entry: PAGE_LOADER_SOURCE, formats: ["es"], fileName: "pageLoader" },
      // A library keeps its whitespace and comments by default; this one is never read, only sent in every page.
      rolldownOptions: { output: { minify: true, comments: false } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((file) => file.type === "chunk");
  if (chunks.length !== 1)
    throw new Error(`O carregador da página deveria ser um só arquivo, e a build fez ${chunks.length}.`);
  const code = chunks[0]!.code.trim();
  if (/<\/script/i.test(code))
    throw new Error("O carregador da página contém </script e não pode ir dentro da página.");
  return code;
}

/** The CSP source that allows exactly this inline script: `'sha256-<base64 digest>'`. */
export function scriptHashSource(code: string): string {
  return `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`;
}
