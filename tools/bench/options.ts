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

/** The defaults, which the results in bench/ are made with. */
const DEFAULTS = { runs: 5, pages: 1000 } as const;

/** The flags that take a value, each with what its value is and what it does, as the help lists them. */
const FLAGS = {
  "--runs": ["N", `execuções do Lighthouse por rota e variante; vale a mediana (padrão: ${DEFAULTS.runs})`],
  "--pages": ["N", `landing pages do site grande gerado (padrão: ${DEFAULTS.pages})`],
  "--routes": ["/a,/b", "mede só estas rotas estáticas, separadas por vírgula (padrão: todas)"],
} as const;
const HELP_FLAGS = ["--help", "-h"];

/** The help `npm run bench -- --help` prints, in pt-BR. */
export const BENCH_HELP = [
  "Uso: npm run bench -- [opções]",
  "",
  "Mede o build de produção em cópias do projeto: o tempo de validate e de build do site real e de um site com",
  "landing pages geradas, o tamanho do JS e da primeira tela, e o Lighthouse (celular) em cada rota estática, com",
  "e sem scripts. Escreve bench/results.md e bench/results.json. Leva cerca de meia hora.",
  "",
  "Opções:",
  ...Object.entries(FLAGS).map(([flag, [value, what]]) => `  ${`${flag} ${value}`.padEnd(16)}${what}`),
  `  ${"-h, --help".padEnd(16)}mostra esta ajuda e sai`,
].join("\n");

/** Whether the command line asks for the help (then nothing is measured). */
export function wantsHelp(args: string[]): boolean {
  return args.some((arg) => HELP_FLAGS.includes(arg));
}

/**
 * Reads the bench options from the command line; defaults are the ones the results in bench/ are made with. Throws,
 * in pt-BR, on a flag it does not know or a flag without its value: a mistyped option must not start a half-hour run
 * that ignores it.
 */
export function parseOptions(args: string[]): BenchOptions {
  const values = new Map<string, string>();
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (!Object.hasOwn(FLAGS, arg)) {
      const known = Object.keys(FLAGS).join(", ");
      throw new Error(`Opção desconhecida "${arg}". As opções são ${known} e --help (npm run bench -- --help).`);
    }
    const value = args[index + 1];
    if (value === undefined || value.startsWith("--"))
      throw new Error(`${arg} precisa de um valor (veja npm run bench -- --help).`);
    values.set(arg, value);
    index++;
  }
  const count = (flag: string, fallback: number) => {
    const raw = values.get(flag);
    const parsed = raw === undefined ? fallback : Number(raw);
    if (!Number.isInteger(parsed) || parsed < 1)
      throw new Error(`${flag} precisa de um número inteiro positivo (recebeu "${raw}").`);
    return parsed;
  };
  const routes = values.get("--routes");
  return {
    runs: count("--runs", DEFAULTS.runs),
    pages: count("--pages", DEFAULTS.pages),
    routes: routes?.split(",").filter(Boolean),
  };
}
