import chiSquareCdf from "@stdlib/stats-base-dists-chisquare-cdf";
import { ORIGINAL } from "./variantFiles.ts";

/** What was recorded for one variant: distinct visitors who saw it and distinct visitors who converted. */
export interface VariantCounts {
  name: string;
  visitors: number;
  conversions: number;
}

/** A relative change with its 95 % interval, as fractions (0.18 = 18 % more). */
export interface Uplift {
  estimate: number;
  low: number;
  high: number;
}

/** One variant's line of the result: its counts, its conversion rate and, but for the original, its uplift. */
export interface VariantResult extends VariantCounts {
  /** conversions / visitors; 0 without visitors. */
  rate: number;
  /** Relative to the original's rate; absent for the original and where it cannot be worked out (a zero count). */
  uplift?: Uplift;
}

/** The result of a test: each variant, the chi-square test across them, the sample rule and the verdict. */
export interface Verdict {
  variants: VariantResult[];
  /** Pearson's chi-square statistic of the 2×k table (converted or not × variant); undefined where it is not defined. */
  chiSquare?: number;
  degreesOfFreedom: number;
  /** Probability of a chi-square at least this large were the variants alike; undefined with the statistic. */
  pValue?: number;
  /** Visitors each variant needs before any verdict (see {@link minimumVisitorsPerVariant}); undefined: no baseline yet. */
  minimumVisitors?: number;
  /** Whether the data decides: p < 0.05 and every variant has the minimum of visitors. */
  conclusive: boolean;
  /** The variant with the highest rate, only when conclusive. */
  winner?: string;
}

/** The two-sided 95 % normal quantile. */
const Z_95 = 1.959963984540054;
/** The normal quantile of 80 % power. */
const Z_POWER_80 = 0.8416212335729143;
/** The smallest relative change a test is sized to detect: 20 %. */
export const DETECTABLE_UPLIFT = 0.2;
/** Never fewer visitors per variant than this, whatever the baseline. */
export const FLOOR_VISITORS = 100;
/** The significance level. */
export const ALPHA = 0.05;

const rateOf = ({ visitors, conversions }: VariantCounts) => (visitors > 0 ? conversions / visitors : 0);

/**
 * The relative uplift of `variant` over `original` (rate ratio − 1) and its 95 % interval by the delta method on the
 * log of the ratio (Katz's log interval for a risk ratio): exp(ln RR ± 1.96·√(1/x₁ − 1/n₁ + 1/x₂ − 1/n₂)) − 1.
 * Undefined when either side has no conversions or no visitors (the log is not defined).
 */
export function relativeUplift(variant: VariantCounts, original: VariantCounts): Uplift | undefined {
  const { visitors: n1, conversions: x1 } = variant;
  const { visitors: n2, conversions: x2 } = original;
  if (x1 <= 0 || x2 <= 0 || n1 <= 0 || n2 <= 0) return undefined;
  const logRatio = Math.log(x1 / n1 / (x2 / n2));
  const standardError = Math.sqrt(1 / x1 - 1 / n1 + 1 / x2 - 1 / n2);
  return {
    estimate: Math.exp(logRatio) - 1,
    low: Math.exp(logRatio - Z_95 * standardError) - 1,
    high: Math.exp(logRatio + Z_95 * standardError) - 1,
  };
}

/**
 * Pearson's chi-square test of independence of a 2×k table (converted or not, by variant) and its p-value from the
 * chi-square distribution with k − 1 degrees of freedom. Undefined when a row or column sums to zero (no expected count).
 */
export function chiSquareTest(variants: VariantCounts[]): { statistic: number; pValue: number } | undefined {
  const total = variants.reduce((sum, variant) => sum + variant.visitors, 0);
  const converted = variants.reduce((sum, variant) => sum + variant.conversions, 0);
  const notConverted = total - converted;
  if (variants.length < 2 || converted === 0 || notConverted === 0 || variants.some((v) => v.visitors === 0))
    return undefined;
  let statistic = 0;
  for (const { visitors, conversions } of variants) {
    const expectedYes = (visitors * converted) / total;
    const expectedNo = (visitors * notConverted) / total;
    statistic += (conversions - expectedYes) ** 2 / expectedYes;
    statistic += (visitors - conversions - expectedNo) ** 2 / expectedNo;
  }
  return { statistic, pValue: chiSquarePValue(statistic, variants.length - 1) };
}

/** The upper tail of the chi-square distribution: the probability of a statistic at least this large. */
export function chiSquarePValue(statistic: number, degreesOfFreedom: number): number {
  return Math.min(1, Math.max(0, 1 - chiSquareCdf(statistic, degreesOfFreedom)));
}

/**
 * The visitors each variant needs before a verdict: the sample size of a two-sided test of two proportions (α 0.05,
 * power 80 %) that detects a relative change of {@link DETECTABLE_UPLIFT} from the baseline rate (Fleiss's formula,
 * without continuity correction), and never under {@link FLOOR_VISITORS}. Undefined for a baseline of 0 or 1.
 */
export function minimumVisitorsPerVariant(baseline: number): number | undefined {
  if (!(baseline > 0 && baseline < 1)) return undefined;
  const p1 = baseline;
  const p2 = Math.min(baseline * (1 + DETECTABLE_UPLIFT), 0.999999);
  const mean = (p1 + p2) / 2;
  const root = Z_95 * Math.sqrt(2 * mean * (1 - mean)) + Z_POWER_80 * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  return Math.max(FLOOR_VISITORS, Math.ceil(root ** 2 / (p2 - p1) ** 2));
}

/**
 * The verdict of a test's counts. The baseline of the sample rule is the original's rate (the pooled rate while the
 * original has no conversion yet). Conclusive only when p < {@link ALPHA} and every variant has reached the minimum:
 * before that, however the numbers lean, no variant wins.
 */
export function verdictOf(counts: VariantCounts[]): Verdict {
  const original = counts.find((variant) => variant.name === ORIGINAL);
  const variants = counts.map((variant): VariantResult => {
    const uplift = original && variant !== original ? relativeUplift(variant, original) : undefined;
    return { ...variant, rate: rateOf(variant), ...(uplift && { uplift }) };
  });
  const test = chiSquareTest(counts);
  const visitors = counts.reduce((sum, variant) => sum + variant.visitors, 0);
  const pooled = visitors > 0 ? counts.reduce((sum, variant) => sum + variant.conversions, 0) / visitors : 0;
  const baseline = original && original.conversions > 0 ? rateOf(original) : pooled;
  const minimumVisitors = minimumVisitorsPerVariant(baseline);
  const conclusive =
    test !== undefined &&
    test.pValue < ALPHA &&
    minimumVisitors !== undefined &&
    counts.every((variant) => variant.visitors >= minimumVisitors);
  const best = conclusive ? [...variants].sort((a, b) => b.rate - a.rate)[0]?.name : undefined;
  return {
    variants,
    ...(test && { chiSquare: test.statistic, pValue: test.pValue }),
    degreesOfFreedom: Math.max(0, counts.length - 1),
    ...(minimumVisitors !== undefined && { minimumVisitors }),
    conclusive,
    ...(best !== undefined && { winner: best }),
  };
}
