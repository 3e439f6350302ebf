import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "vite";
import { ROOT } from "../../../model/paths.ts";

/**
 * The variable naming the folder where `npm run test:e2e` built the editor's pages once for every browser suite of
 * the run (tests/e2e/run.ts). Unset when a suite runs by itself: it then builds them.
 */
export const EDITOR_PAGES_BUILT = "E2E_EDITOR_PAGES";

/** Builds the editor's pages (`npm run editor:build`) into `outDir`, as a suite does in its own process. */
export async function buildEditorPagesInto(outDir: string): Promise<void> {
  await build({ configFile: join(ROOT, "vite.editor.config.ts"), root: ROOT, logLevel: "silent", build: { outDir } });
}

/**
 * The editor's pages (`npm run editor:build`) in a temporary folder the caller owns and removes; its path. A copy of
 * the run's build when there is one (a suite may change or remove its folder), else built now.
 */
export async function buildEditorPages(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), "editor-pages-"));
  const built = process.env[EDITOR_PAGES_BUILT];
  if (built) cpSync(built, outDir, { recursive: true });
  else await buildEditorPagesInto(outDir);
  return outDir;
}
