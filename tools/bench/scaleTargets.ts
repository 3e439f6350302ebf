/** A figure `npm run bench:scale` measures for one size of site. */
export interface ScaleFigures {
  validateMs: number;
  buildMs: number;
  buildPeakBytes: number;
  /** `npm run build` again after one page changed. */
  rebuildMs: number;
}

const MiB = 2 ** 20;

/** What a site of 10,000 generated pages is held to, from a fresh clone at Node's default memory. */
export const TARGETS_AT_10000: ScaleFigures = {
  validateMs: 5_000,
  buildMs: 120_000,
  buildPeakBytes: 2048 * MiB,
  rebuildMs: 15_000,
};

/**
 * What a programmatic site of 100,000 generated pages is held to on a 2-core machine, from a fresh clone at Node's
 * default memory: a build of at most 10 minutes in 2 GiB, validation in 30 s and one changed page built again in 10 s.
 */
export const TARGETS_AT_100000: ScaleFigures = {
  validateMs: 30_000,
  buildMs: 600_000,
  buildPeakBytes: 2048 * MiB,
  rebuildMs: 10_000,
};

/**
 * What each figure costs whatever the number of pages (Node and tsx starting, Vite's two builds, the schemas
 * compiled): where the line through the 1,000 and 10,000-page figures of bench/scale.md (2026-11-26, before decision
 * 056: 2.6 s and 4.7 s, 22.5 s and 96.0 s, 517 and 1,238 MiB, 4.8 s and 13.8 s) meets no page at all.
 */
export const COST_WITHOUT_PAGES: ScaleFigures = {
  validateMs: 2_370,
  buildMs: 14_300,
  buildPeakBytes: 437 * MiB,
  rebuildMs: 3_800,
};

/** How far over its target a figure may go before CI's scale run fails. */
export const CI_MARGIN = 2;

/**
 * The targets for a site of `pages` generated pages, set so that a figure passes {@link CI_MARGIN} times its target
 * exactly when the 10,000-page figure it points to passes {@link CI_MARGIN} times the 10,000-page target. Pages grow
 * each figure linearly from its cost without pages (as the two measured sizes show), so the `pages`-page figure of a
 * site at twice the 10,000-page target is the cost without pages plus the share `pages` take of what twice the target
 * leaves over it; the target is half that. (The share of the plain target, `COST + (T - COST) × pages / 10,000`,
 * would let the build at 1,000 pages grow 2.2 times before failing, more than decision 056's regression did.)
 */
export function targetsAt(pages: number): ScaleFigures {
  // Past 10,000 pages the line would allow what no site may take (18 GiB at 100,000): the 100,000-page targets hold.
  if (pages > 10_000) return TARGETS_AT_100000;
  const at = (figure: keyof ScaleFigures) => {
    const cost = COST_WITHOUT_PAGES[figure];
    return (cost + ((CI_MARGIN * TARGETS_AT_10000[figure] - cost) * pages) / 10_000) / CI_MARGIN;
  };
  return {
    validateMs: at("validateMs"),
    buildMs: at("buildMs"),
    buildPeakBytes: at("buildPeakBytes"),
    rebuildMs: at("rebuildMs"),
  };
}

/** The size CI builds on every run: big enough for the per-page costs to show, small enough to take about 30 s. */
export const CI_PAGES = 1_000;

/**
 * The targets at {@link CI_PAGES}: validate 1.6 s, build 18.4 s, 401 MiB, build again 3.2 s; CI fails past twice
 * these (3.1 s, 36.9 s, 803 MiB, 6.4 s).
 */
export const TARGETS_AT_CI_PAGES: ScaleFigures = targetsAt(CI_PAGES);
