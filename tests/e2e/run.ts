import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../../model/paths.ts";
import { EDITOR_PAGES_BUILT } from "./support/editorPages.ts";

/**
 * `npm run test:e2e`: builds what the browser suites serve once for all of them, side by side (the site with
 * `npm run build`; the editor's pages, which the editor service's suites serve, into a temporary folder each suite
 * copies), then runs the suites (vitest.e2e.config.ts; arguments go to Vitest, e.g. a file to run alone).
 */

const VITE = join(ROOT, "node_modules/vite/bin/vite.js");
const VITEST = join(ROOT, "node_modules/vitest/vitest.mjs");

/** Runs a command in the project's folder with `env` added to this process's variables; resolves with its exit code. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: "inherit" });
  return new Promise((resolve) => child.once("close", (code) => resolve(code ?? 1)));
}

const editorPages = mkdtempSync(join(tmpdir(), "e2e-editor-pages-"));
try {
  const [site, editor] = await Promise.all([
    run("npm", ["run", "build"]),
    // With Vitest's NODE_ENV, as a suite builds them in its own process: the same files, byte for byte.
    run(
      process.execPath,
      [VITE, "build", "--config", "vite.editor.config.ts", "--outDir", editorPages, "--logLevel", "warn"],
      {
        NODE_ENV: "test",
      },
    ),
  ]);
  if (site !== 0) console.error("A build do site falhou: os testes no navegador não rodaram.");
  if (editor !== 0) console.error("A build do editor falhou: os testes no navegador não rodaram.");
  process.exitCode =
    site !== 0 || editor !== 0
      ? 1
      : await run(process.execPath, [VITEST, "run", "--config", "vitest.e2e.config.ts", ...process.argv.slice(2)], {
          [EDITOR_PAGES_BUILT]: editorPages,
        });
} finally {
  rmSync(editorPages, { recursive: true, force: true });
}
