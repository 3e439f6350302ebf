// @vitest-environment node
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_CONFIG_DIR, ROOT } from "../model/paths.ts";
import { cpuMillisecondsOf } from "../tests/helpers/adversarialTexts.ts";
import { tsxNodeArgs } from "../tests/helpers/tsxNode.ts";
import type { Problem } from "../validator/problem.ts";
import { validateSite } from "../validator/validateSite.ts";

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function validFixtureCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), "validate-cli-"));
  made.push(dir);
  cpSync(join(ROOT, "tests/fixtures/valid"), dir, { recursive: true });
  return dir;
}

function runCliIn(cwd: string, ...args: string[]) {
  const result = spawnSync(process.execPath, tsxNodeArgs(join(ROOT, "scripts/validate.ts"), ...args), {
    encoding: "utf8",
    cwd,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const runCli = (...args: string[]) => runCliIn(ROOT, ...args);

// Each test starts the CLI through tsx: a few seconds on a busy machine.
describe("npm run validate", { timeout: 30_000 }, () => {
  it("exits 0 and says so on a valid folder", () => {
    const { code, stdout } = runCli(validFixtureCopy());
    expect(code).toBe(0);
    expect(stdout).toContain("nenhum problema");
  });

  it("exits 1 and prints file:line:column with message and hint on a broken folder", () => {
    const dir = validFixtureCopy();
    writeFileSync(join(dir, "pages", "quebrada.json"), '{\n  "route": "/quebrada",\n}\n');
    const { code, stderr } = runCli(dir);
    expect(code).toBe(1);
    expect(stderr).toContain(
      'pages/quebrada.json:3:1  JSON inválido: "}" inesperado aqui.  Confira vírgulas, aspas e chaves perto deste ponto (a última propriedade de um objeto não leva vírgula).  SITE-003\n',
    );
    expect(stderr).toContain("1 problema(s)");
  });

  it("prints the problems as JSON with --format json", () => {
    const dir = validFixtureCopy();
    writeFileSync(join(dir, "pages", "sem-blocos.json"), JSON.stringify({ route: "/x", title: "X", description: "X" }));
    const { code, stdout } = runCli(dir, "--format", "json");
    expect(code).toBe(1);
    const { problems } = JSON.parse(stdout);
    expect(problems).toEqual([
      expect.objectContaining({
        code: "SITE-005",
        file: "pages/sem-blocos.json",
        pointer: "",
        line: 1,
        column: 1,
        message: 'Falta o campo obrigatório "blocks".',
      }),
    ]);
  });

  it("prints one GitHub Actions annotation per problem with --format github, located from the current folder", () => {
    const dir = validFixtureCopy();
    writeFileSync(join(dir, "pages", "quebrada.json"), '{\n  "route": "/quebrada",\n}\n');
    const { code, stdout } = runCliIn(dir, ".", "--format", "github");
    expect(code).toBe(1);
    expect(stdout).toBe(
      '::error file=pages/quebrada.json,line=3,col=1,title=SITE-003::JSON inválido: "}" inesperado aqui. Confira vírgulas, aspas e chaves perto deste ponto (a última propriedade de um objeto não leva vírgula). (SITE-003: docs/authoring.md#site-003)\n',
    );
  });

  // Three runs of the CLI, hence three times the others' time.
  it(
    "with --launch, also lists each placeholder the business must replace and exits 1; 0 once they are replaced",
    { timeout: 90_000 },
    () => {
      const dir = validFixtureCopy();
      expect(runCli(dir).code).toBe(0);

      const before = runCli(dir, "--launch");
      expect(before.code).toBe(1);
      expect(before.stderr).toContain(
        'site.json:6:5  A razão social "Horizonte Tecnologia Ltda. (razão social a substituir)" é provisória.  Escreva a razão social da empresa como consta no cartão do CNPJ.  SITE-049\n',
      );
      expect(before.stderr).toContain(
        'site.json:101:5  O número de WhatsApp "5544999990000" é provisório.  Escreva o WhatsApp da equipe comercial, só com dígitos, começando por 55 e o DDD (ex.: 5544991234567).  SITE-049\n',
      );
      expect(before.stderr).toContain("15 problema(s)");

      const site = join(dir, "site.json");
      const replaced = [
        ["Horizonte Tecnologia Ltda. (razão social a substituir)", "Horizonte Tecnologia Ltda."],
        ["11.222.333/0001-81", "45.723.174/0001-10"],
        ["gestornuvem.example", "gestornuvem.com.br"],
        ['.com/"', '.com/gestornuvem"'],
        ["3000-000", "3025-418"],
        ["+55443000000", "+55443025418"],
        ["Rua Exemplo, 1000", "Avenida Brasil, 4210"],
        ["5544999990000", "5544991234567"],
      ].reduce((text, [from, to]) => text.replaceAll(from!, to!), readFileSync(site, "utf8"));
      writeFileSync(site, replaced);
      const after = runCli(dir, "--launch");
      expect(after.stderr).toBe("");
      expect(after.code).toBe(0);
      expect(after.stdout).toContain("nenhum problema");
    },
  );

  it("refuses an unknown format", () => {
    const { code, stderr } = runCli("--format", "xml");
    expect(code).toBe(2);
    expect(stderr).toContain('Formato desconhecido "xml"');
  });

  // A guard against scans that grow with the square of a text (one took 30 s), not a benchmark: measured in CPU time,
  // which other programs loading the cores do not lengthen (the clock's time went from 0.3 s to 1.6 s and beyond).
  it("validates the real site in a few seconds of CPU, not the 30 s a quadratic scan once took", () => {
    const { code, stdout } = runCli();
    expect(code, stdout).toBe(0);
    let problems: Problem[] = [];
    expect(cpuMillisecondsOf(() => (problems = validateSite(DEFAULT_CONFIG_DIR)))).toBeLessThan(5000);
    expect(problems).toEqual([]);
  });
});
