/** What `npm run loadtest -- [--duration S] [--connections N]` was asked for. */
export interface LoadOptions {
  /** Seconds each case runs (20 for the figures in bench/load.md; fewer for a quick look). */
  duration: number;
  /** Concurrent connections per case. */
  connections: number;
}

/** Reads the load-test options; defaults are those bench/load.md is measured with. */
export function parseLoadOptions(args: string[]): LoadOptions {
  const count = (flag: string, fallback: number, max: number) => {
    const index = args.indexOf(flag);
    const raw = index === -1 ? undefined : args[index + 1];
    const parsed = raw === undefined ? fallback : Number(raw);
    if (!Number.isInteger(parsed) || parsed < 1 || parsed > max)
      throw new Error(`${flag} precisa de um número inteiro de 1 a ${max} (recebeu "${raw}").`);
    return parsed;
  };
  return { duration: count("--duration", 20, 20), connections: count("--connections", 50, 500) };
}
