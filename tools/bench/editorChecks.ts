import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { PUBLIC_DIR, ROOT } from "../../model/paths.ts";
import { fullCheck } from "../../editor/server/validation/fullCheck.ts";
import { ask, stopRecheck, warmRecheck } from "../../editor/server/validation/recheck.ts";
import type { Question } from "../../editor/server/validation/siteChecks.ts";
import { addLandingPages } from "./landingPages.ts";
import { median } from "./stats.ts";

/** Times of one way of checking an edit, in milliseconds. */
export interface CheckTimes {
  median: number;
  max: number;
  /** The longest the dev server's thread went without running its event loop while the checks ran. */
  blocked: number;
  /** The time the dev server's thread was busy (not waiting) per check, whatever the other threads and processes do. */
  busy: number;
}

/** What {@link measureEditorChecks} found at one size. */
export interface EditorResult {
  pages: number;
  /** The first check: the worker's start, every file read and checked. */
  firstMs: number;
  /** The first check when the worker was warmed first (as the editor's first request does), and the warming. */
  warmedFirstMs: number;
  warmingMs: number;
  /** Edits of one page (its text, its route, a button to another page). */
  pageEdits: CheckTimes;
  /** Edits of site.json (the brand's name, which every generated page shows). */
  siteEdits: CheckTimes;
  /** The editor's former check (the whole site read and validated twice, on the dev server's thread), on page edits. */
  former: CheckTimes;
}

/** The questions of `count` edits of the home page, in turn: its title, its route, a button to another page. */
function pageQuestions(home: Record<string, unknown>, count: number): Question[] {
  const blocks = home.blocks as object[];
  const edits = [
    (index: number) => ({ ...home, title: `Início ${index} | {{brand.name}}` }),
    () => ({ ...home, route: "/preco" }),
    () => ({ ...home, blocks: [...blocks, { type: "chatCta", title: "Veja", actions: [{ label: "VER", to: "/lp/00001" }] }] }),
  ];
  return Array.from({ length: count }, (_, index) => ({
    kind: "page" as const,
    name: "home",
    data: edits[index % edits.length]!(index),
  }));
}

/** Times each question, asked one after another, and watches the event loop of this thread meanwhile. */
async function timed(questions: Question[], check: (question: Question) => unknown): Promise<CheckTimes> {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const before = performance.eventLoopUtilization();
  const times: number[] = [];
  for (const question of questions) {
    const start = performance.now();
    await check(question);
    times.push(performance.now() - start);
  }
  const { active } = performance.eventLoopUtilization(before);
  loop.disable();
  return { median: median(times), max: Math.max(...times), blocked: loop.max / 1e6, busy: active / times.length };
}

/**
 * Checks `count` edits in a throwaway copy of the site with `pages` generated landing pages: asked of the editor's
 * worker, as the dev server does, and (fewer: each takes seconds at 10,000 pages) the way the editor checked before.
 */
export async function measureEditorChecks(pages: number, count: number, formerCount: number): Promise<EditorResult> {
  const project = mkdtempSync(join(tmpdir(), "bench-editor-"));
  try {
    const configDir = join(project, "site.config");
    cpSync(join(ROOT, "site.config"), configDir, { recursive: true });
    addLandingPages(project, pages);
    const dirs = { configDir, publicDir: PUBLIC_DIR };
    const home = JSON.parse(readFileSync(join(configDir, "pages", "home.json"), "utf8")) as Record<string, unknown>;
    const site = JSON.parse(readFileSync(join(configDir, "site.json"), "utf8")) as { brand: object };
    const start = performance.now();
    await ask(dirs, { kind: "page", name: "home", data: home });
    const firstMs = performance.now() - start;
    const pageEdits = await timed(pageQuestions(home, count), (question) => ask(dirs, question));
    const siteQuestions = Array.from({ length: Math.max(3, Math.round(count / 4)) }, (_, index) => ({
      kind: "site" as const,
      data: { ...site, brand: { ...site.brand, name: `Marca ${index}` } },
    }));
    const siteEdits = await timed(siteQuestions, (question) => ask(dirs, question));
    const former = await timed(pageQuestions(home, formerCount), (question) =>
      fullCheck(configDir, PUBLIC_DIR, question),
    );
    // Again from a stopped worker, warmed as the editor's first request (its page list) warms it.
    await stopRecheck();
    const warming = performance.now();
    await warmRecheck(dirs);
    const warmingMs = performance.now() - warming;
    const warmedStart = performance.now();
    await ask(dirs, pageQuestions(home, 1)[0]!);
    const warmedFirstMs = performance.now() - warmedStart;
    const counted = readdirSync(join(configDir, "pages")).length;
    return { pages: counted, firstMs, warmedFirstMs, warmingMs, pageEdits, siteEdits, former };
  } finally {
    await stopRecheck();
    rmSync(project, { recursive: true, force: true });
  }
}
