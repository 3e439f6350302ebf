/** What `npm run bench -- [--runs N] [--pages N] [--routes /a,/b]` was asked for. */
export interface BenchOptions {
  /**
   * Lighthouse runs per route and variant (the median is reported). Five: text LCP is two-valued on this site (about
   * 980 or 1,130 ms on /privacidade, with or without scripts, as the preloaded typeface lands before or after the
   * paint), and a median of three picked either mode, flipping the LCP ratio between 0.87× and 1.15× on one build.
   */
  runs: number;
  /** Landing pages in the generated large site. */
  pages: number;
  /** Only these static routes (all when undefined); handy while working on one page. */
  routes?: string[];
}

/** Reads the bench options from the command line; defaults are the ones the results in bench/ are made with. */
export function parseOptions(args: string[]): BenchOptions {
  const value = (flag: string) => {
    const index = args.indexOf(flag);
    return index === -1 ? undefined : args[index + 1];
  };
  const count = (flag: string, fallback: number) => {
    const raw = value(flag);
    const parsed = raw === undefined ? fallback : Number(raw);
    if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${flag} precisa de um número inteiro positivo (recebeu "${raw}").`);
    return parsed;
  };
  const routes = value("--routes");
  return { runs: count("--runs", 5), pages: count("--pages", 1000), routes: routes?.split(",").filter(Boolean) };
}
