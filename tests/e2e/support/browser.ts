import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type ConsoleMessage, type Page, type Response } from "playwright-core";
import { ROOT } from "../../../model/paths.ts";
import { UNDRAWN_SECTIONS } from "../../../renderer/page/useSectionsDrawnWhenIdle.ts";
import { FRAMES_STOPPED } from "./framesStopped.ts";

/**
 * Debian's Chromium built as the headless shell (package chromium-headless-shell): the same engine as
 * /usr/bin/chromium without the browser's own interface, which in headless mode still starts a renderer for its tab
 * strip with every new page. Measured on the CI machine, the browser suites took 752 s with it against 991 s with
 * /usr/bin/chromium (decision 048).
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

/** Debian's headless Chromium; never a downloaded browser build. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium não encontrado em ${CHROMIUM}: rode apt-get install -y chromium-headless-shell.`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** The widths every page is checked at. */
export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
};

/** A new page that records console errors, page errors and React warnings. */
export async function openPage(
  browser: Browser,
  width: number,
  height = 900,
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height }, locale: "pt-BR" });
  const page = await context.newPage();
  return { page, errors: recordErrors(page) };
}

/** Collects, from now on, the console errors, page errors and React warnings of a page. */
export function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error" || (message.type() === "warning" && /react|hydrat/i.test(message.text())))
      errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Opens an address and waits until the app is interactive, not for the network to go quiet: link calls may
 * still be pending (one after another on some pages), and the buttons must work from their fallback meanwhile.
 */
export async function gotoReady(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url, { waitUntil: "load" });
  await page.waitForSelector("html[data-ready]");
  await sectionsDrawn(page);
  return response;
}

/**
 * Waits until the app has drawn every section of the page shown (one per idle moment, decision 052): until then an
 * undrawn section counts with an estimated height, and what follows it moves when it is drawn.
 */
export async function sectionsDrawn(page: Page): Promise<void> {
  await page.waitForFunction((undrawn) => !document.querySelector(undrawn), UNDRAWN_SECTIONS);
}

/** Resolves once the page has rendered a frame after this call: time for it to show what it just learned. */
export async function nextFrame(page: Page): Promise<void> {
  await within(
    page,
    "esperando o próximo quadro",
    page.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    ),
  );
}

/**
 * The longest a wait on the page's frames or events may take. Those waits (page.evaluate of a promise) have no time
 * limit of their own: a page that stopped drawing frames would otherwise run into the test's 60 s timeout with
 * nothing said about where it stopped (decision 054).
 */
const PAGE_WAIT_MS = 20_000;

/** `work`, or a failure naming `what` and the page's state once it has taken {@link PAGE_WAIT_MS}. */
export async function within<T>(page: Page, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        void pageState(page).then((state) => {
          const message = `${what}: nada em ${PAGE_WAIT_MS / 1000} s (${state})`;
          console.warn(message); // in the log even when a retry passes
          reject(new Error(message));
        }),
      PAGE_WAIT_MS,
    );
  });
  // A wait that lost the race still settles later (rejected when the page closes): not an unhandled rejection.
  work.catch(() => {});
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Settles with `work`'s value, or with undefined after `ms`: a question to a page that may no longer answer. */
function answerWithin<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([work.catch(() => undefined), new Promise<undefined>((done) => setTimeout(done, ms))]);
}

/** Whether the page still draws frames: a requestAnimationFrame callback runs within 2 s. */
export async function drawsFrames(page: Page): Promise<boolean> {
  const frame = page.evaluate(() => new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(true))));
  return (await answerWithin(frame, 2000)) === true;
}

/**
 * What a page that failed a test was doing, in one line: its address, whether its main thread answers and it draws
 * frames, and how far it had started (loaded, app ready, sections drawn).
 */
export async function pageState(page: Page): Promise<string> {
  const facts = await answerWithin(
    page.evaluate(
      (undrawn) => ({
        loaded: document.readyState,
        visibility: document.visibilityState,
        ready: document.documentElement.hasAttribute("data-ready"),
        undrawn: document.querySelectorAll(undrawn).length,
      }),
      UNDRAWN_SECTIONS,
    ),
    2000,
  );
  if (!facts) return `${page.url()}: a página não responde (thread principal ocupada ou fechada)`;
  const frames = await drawsFrames(page);
  return [
    page.url(),
    `documento ${facts.loaded}, ${facts.visibility}`,
    frames ? "desenha quadros" : `${FRAMES_STOPPED} (requestAnimationFrame parado por 2 s)`,
    facts.ready ? "app pronto" : "app não pronto (sem data-ready)",
    `${facts.undrawn} seções por desenhar`,
  ].join("; ");
}

/**
 * Keeps what a failing test saw under tests/e2e/artifacts/ (kept by CI on failure, ignored by git): a full-page
 * screenshot and the DOM at that moment, headed by the page's state ({@link pageState}), which .ci/run prints. Each
 * step has a time limit, so that the test's own error is reported, not its timeout.
 */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  const dir = join(ROOT, "tests/e2e/artifacts");
  mkdirSync(dir, { recursive: true });
  const state = await pageState(page);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, timeout: 10_000 }).catch(() => {});
  const dom = (await answerWithin(page.content(), 5000)) ?? "";
  writeFileSync(join(dir, `${name}.html`), `<!-- ${state} -->\n${dom}`);
}
