import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { UNDRAWN_SECTIONS } from "../../../renderer/page/useSectionsDrawnWhenIdle.ts";
import { eventsSince, OBSERVE_EVENTS, PAGE_NOW, QUIET, type TimedEvent } from "./eventTiming.ts";
import type { Interaction, Visit } from "./scenarios.ts";

/** How the pages are measured: a phone's screen and a slower processor. */
export interface MeasureSettings {
  cpuSlowdown: number;
  viewport: { width: number; height: number };
  /** Where to write one Chromium trace per visit (open in the Performance panel); none when undefined. */
  traceDir?: string;
}

/** One interaction done once: its duration (0 when under the 16 ms the browser reports) and its longest event. */
export interface Sample {
  durationMs: number;
  inputDelayMs: number;
  processingMs: number;
  event?: string;
}

/** The events of one interaction (the longest decides), or none when all were under the reporting threshold. */
function sampleOf(events: TimedEvent[]): Sample {
  const worst = events.reduce<TimedEvent | undefined>((max, event) => (!max || event.duration > max.duration ? event : max), undefined);
  return worst
    ? { durationMs: worst.duration, inputDelayMs: worst.inputDelay, processingMs: worst.processing, event: worst.name }
    : { durationMs: 0, inputDelayMs: 0, processingMs: 0 };
}

/**
 * Does an interaction once: scrolls to it and waits for a quiet moment, acts, waits for the result and its paint, reads
 * its events.
 */
async function measureOnce(page: Page, interaction: Interaction): Promise<Sample> {
  await interaction.target?.(page).scrollIntoViewIfNeeded();
  await page.evaluate(QUIET);
  const since = await page.evaluate<number>(PAGE_NOW);
  await interaction.act(page);
  await interaction.done(page);
  const events = await page.evaluate<TimedEvent[]>(eventsSince(since, 300));
  // A key press and its release, or a tap's pointer events and click, share one interactionId; the longest counts.
  const ids = [...new Set(events.map((event) => event.interactionId))];
  const samples = ids.map((id) => sampleOf(events.filter((event) => event.interactionId === id)));
  return samples.reduce((worst, sample) => (sample.durationMs > worst.durationMs ? sample : worst), sampleOf([]));
}

/** Opens a visit's page as a phone with a slowed processor and waits until the app is interactive and drawn. */
async function openVisit(browser: Browser, url: string, settings: MeasureSettings): Promise<Page> {
  const context = await browser.newContext({ viewport: settings.viewport, locale: "pt-BR" });
  const page = await context.newPage();
  await page.addInitScript(OBSERVE_EVENTS);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: settings.cpuSlowdown });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForSelector("html[data-ready]", { timeout: 60_000 });
  await page.waitForFunction((undrawn) => !document.querySelector(undrawn), UNDRAWN_SECTIONS, { timeout: 60_000 });
  return page;
}

/**
 * Loads each visit's page once and measures its interactions in order; for an interaction done several times per load
 * (typing), the worst of them. Returns the samples by interaction key; an interaction the page lacks has none.
 */
export async function measureVisits(
  browser: Browser,
  baseUrl: string,
  visits: Visit[],
  settings: MeasureSettings,
  label: string,
): Promise<Map<string, Sample>> {
  const samples = new Map<string, Sample>();
  for (const visit of visits) {
    const page = await openVisit(browser, `${baseUrl}${visit.route}`, settings);
    const tracePath = settings.traceDir && join(settings.traceDir, `${label}${visit.route.replaceAll("/", "_")}.json`);
    if (tracePath) await browser.startTracing(page, { path: tracePath, screenshots: false });
    try {
      for (const interaction of visit.interactions) {
        if (interaction.present && !(await interaction.present(page))) continue;
        let worst: Sample | undefined;
        for (let time = 0; time < (interaction.repeat ?? 1); time++) {
          const sample = await measureOnce(page, interaction);
          if (!worst || sample.durationMs > worst.durationMs) worst = sample;
        }
        samples.set(interaction.key, worst!);
      }
    } finally {
      if (tracePath) await browser.stopTracing();
      await page.context().close();
    }
  }
  return samples;
}
