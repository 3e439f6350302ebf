// @vitest-environment node
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../model/paths.ts";
import type { Problem } from "../validator/problem.ts";
import { tsxNodeArgs } from "../tests/helpers/tsxNode.ts";

/** Prints the process's peak memory (KiB) as it exits, whatever way it exits. */
const REPORT_PEAK_MEMORY =
  'data:text/javascript,process.on("exit",()=>process.stderr.write(`peak=${process.resourceUsage().maxRSS}\\n`))';

const parent = mkdtempSync(join(tmpdir(), "validate-hostile-"));
afterAll(() => rmSync(parent, { recursive: true, force: true }));
writeFileSync(join(parent, "secret.json"), '{ "route": "/segredo", "title": "Fora da pasta" }\n');

/** A copy of the valid fixture in `parent`, named `name`. */
function configCopy(name: string): string {
  const config = join(parent, name);
  cpSync(join(ROOT, "tests/fixtures/valid"), config, { recursive: true });
  return config;
}

// site.json replaced by a FIFO no one writes to: reading it would wait forever.
const withFifo = configCopy("fifo");
rmSync(join(withFifo, "site.json"));
execFileSync("mkfifo", [join(withFifo, "site.json")]);

const config = configCopy("site.config");
const pages = join(config, "pages");
symlinkSync("/dev/zero", join(pages, "zero.json"));
// 1 GB that takes no disk (a sparse file): read whole, it would take more than 1 GB of memory.
writeFileSync(join(pages, "enorme.json"), "");
truncateSync(join(pages, "enorme.json"), 1024 ** 3);
// Saved as Latin-1: "ç" is the single byte 0xE7, which is not UTF-8.
writeFileSync(
  join(pages, "latin1.json"),
  Buffer.concat([
    Buffer.from('{\n  "route": "/latin1",\n  "title": "Servi'),
    Buffer.from([0xe7]),
    Buffer.from('o"\n}\n'),
  ]),
);
symlinkSync(join(parent, "secret.json"), join(pages, "vazada.json"));

interface Run {
  status: number | null;
  problems: Problem[];
  peakKiB: number;
}

/**
 * The CLI as `npm run validate -- <dir> --format json` runs it, killed after 60 s if it hangs (today's code did, on
 * the FIFO): the test ends either way.
 */
function validate(dir: string): Run {
  const result = spawnSync(
    process.execPath,
    ["--import", REPORT_PEAK_MEMORY, ...tsxNodeArgs(join(ROOT, "scripts/validate.ts"), dir, "--format", "json")],
    { encoding: "utf8", cwd: ROOT, timeout: 60_000, killSignal: "SIGKILL" },
  );
  return {
    status: result.status,
    problems: result.status === null ? [] : (JSON.parse(result.stdout) as { problems: Problem[] }).problems,
    peakKiB: Number(/peak=(\d+)/.exec(result.stderr)?.[1] ?? Infinity),
  };
}

let fifoRun: Run;
let run: Run;
beforeAll(() => {
  fifoRun = validate(withFifo);
  run = validate(config);
}, 150_000);

const problemOf = (file: string) => run.problems.find((problem) => problem.file === file);

describe("npm run validate on hostile files in site.config/", () => {
  it("refuses a FIFO named site.json without reading it (which would wait forever), saying what it is", () => {
    expect(fifoRun.status).toBe(1);
    expect(fifoRun.problems).toEqual([
      {
        code: "SITE-052",
        file: "site.json",
        pointer: "",
        line: 1,
        column: 1,
        message: "O caminho não é um arquivo comum, e sim um pipe nomeado (FIFO); ele não foi lido.",
        hint: "Troque site.json por um arquivo .json comum.",
        details: { file: "site.json", kind: "um pipe nomeado (FIFO)" },
      },
    ]);
  });

  it("finishes, exits 1 and reports each hostile page, and only them", () => {
    expect(run.status).toBe(1);
    expect(run.problems.map(({ file, code }) => `${file} ${code}`)).toEqual([
      "pages/enorme.json SITE-033",
      "pages/latin1.json SITE-054",
      "pages/vazada.json SITE-053",
      "pages/zero.json SITE-052",
    ]);
  });

  it("refuses a page linked to /dev/zero as a device", () => {
    expect(problemOf("pages/zero.json")?.message).toBe(
      "O caminho não é um arquivo comum, e sim um dispositivo; ele não foi lido.",
    );
  });

  it("refuses a 1 GB page from its size, without reading it", () => {
    expect(problemOf("pages/enorme.json")?.message).toBe("Arquivo grande demais: 1.073,7 MB (o limite é 3 MB).");
    // Reading it would have taken more than 1 GB for the bytes alone. The validator itself takes about 150 MB, but its
    // peak depends on when the collector runs, which a busy machine delays (518 MB was seen): the bound is the file's.
    expect(run.peakKiB).toBeLessThan(1024 * 1024);
  });

  it("reports text that is not UTF-8 at the line and column of its first invalid byte", () => {
    expect(problemOf("pages/latin1.json")).toMatchObject({
      line: 3,
      column: 18,
      message: "O texto não está em UTF-8: o byte 0xE7 não forma um caractere.",
    });
  });

  it("refuses a page linked to a file outside site.config/", () => {
    expect(problemOf("pages/vazada.json")).toMatchObject({
      message: "O arquivo é um link que leva para fora da pasta de configuração; ele não foi lido.",
      hint: "Troque pages/vazada.json por uma cópia do arquivo, dentro de site.config/.",
    });
  });
});
