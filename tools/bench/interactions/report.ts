import { meetsTarget, TARGET_MS, type InteractionFigures, type InteractionResults } from "./results.ts";

/** A duration as the browser reports it; under 16 ms it reports none. */
const duration = (value: number) => (value === 0 ? "< 16 ms" : `${Math.round(value)} ms`);

/** The worst run's parts: which event lasted longest, and how long it waited for the thread and its handlers ran. */
function worstParts(figures: InteractionFigures): string {
  const worst = figures.samples.reduce((max, sample) => (sample.durationMs > max.durationMs ? sample : max));
  return worst.event
    ? `${worst.event}: espera ${Math.round(worst.inputDelayMs)} ms, handlers ${Math.round(worst.processingMs)} ms`
    : "—";
}

/** The ratios of this build's median and worst runs to the reference build's, where both were reported. */
function ratios(figures: InteractionFigures, reference: InteractionFigures | undefined): string {
  if (!reference) return "—";
  const ratio = (mine: number, theirs: number | undefined) =>
    !theirs || mine === 0 ? "—" : `${(mine / theirs).toFixed(2)}×`;
  return `${ratio(figures.medianMs, reference?.medianMs)} / ${ratio(figures.worstMs, reference?.worstMs)}`;
}

/** One table row per interaction: each build's median / worst, the target and the ratio to the reference build. */
function rows(results: InteractionResults): string[] {
  const [current, reference] = results.builds;
  return results.figures
    .filter((figures) => figures.build === current)
    .map((figures) => {
      const before = results.figures.find((other) => other.build === reference && other.key === figures.key);
      const target = figures.reference ? "(referência)" : meetsTarget(figures) ? "✅" : "❌";
      const cells = [
        figures.label,
        `${duration(figures.medianMs)} / ${duration(figures.worstMs)}`,
        target,
        ...(reference ? [before ? `${duration(before.medianMs)} / ${duration(before.worstMs)}` : "—", ratios(figures, before)] : []),
        worstParts(figures),
      ];
      return `| ${cells.join(" | ")} |`;
    });
}

/** bench/interactions.md: the table and how it was measured. */
export function renderInteractionReport(results: InteractionResults): string {
  const [current, reference] = results.builds;
  const { machine } = results;
  const header = [
    "Interação",
    `${current}: mediana / pior`,
    `≤ ${TARGET_MS} ms`,
    ...(reference ? [`${reference}: mediana / pior`, "razão: mediana / pior"] : []),
    "Pior execução",
  ];
  return `# Interactions at ${results.cpuSlowdown}× CPU on a phone's screen

Made by \`npm run bench:interactions -- --runs ${results.runs}${reference ? ` --reference ${reference}` : ""}\` on ${results.date}
(${machine.cpuCount} × ${machine.cpuModel}, ${machine.chromium}, 1-minute load average ${machine.loadAtStart} at the start).

Each interaction's duration is INP's: from the input to the next paint after its handlers ran, as the Event Timing API
reports it (the longest event of the interaction), in Chromium at ${results.viewport.width}×${results.viewport.height} with the
processor slowed ${results.cpuSlowdown}× (CDP \`Emulation.setCPUThrottlingRate\`), on a page loaded afresh per run once the app
is interactive and every section is drawn; the worst of ${results.runs} runs is held to the target. The browser reports
no interaction under 16 ms ("< 16 ms"). Typing is the worst of six key presses per run.${
    reference
      ? ` The reference build (${reference}) ran in the same rounds, alternating with this one: on a shared machine compare the ratio as well as the figures.`
      : ""
  } The click on plain text runs none of the site's handlers: what it costs is the machine's.

| ${header.join(" | ")} |
|${header.map(() => "---").join("|")}|
${rows(results).join("\n")}
`;
}
