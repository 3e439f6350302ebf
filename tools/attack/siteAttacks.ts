/**
 * The public site: a symbolic link in public/ that leads out of it, and public/ itself a link (validate and build),
 * then, on `npm run serve` of a build with a running A/B test, a flood of one visitor's records, made-up and forged
 * visitor ids, a flood of new visitors from one address, variants at their own address, and addresses that climb out
 * of dist/.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RECORD_LIMIT } from "../../server/addressLimiter.ts";
import { runNpm } from "../bench/runNpm.ts";
import { PASSWORD_FILE } from "./requestAttacks.ts";
import { judged, type Finding } from "./verdict.ts";

/** How a script ended: whether it succeeded, and its output. */
async function npmOutcome(dir: string, script: string): Promise<{ ok: boolean; output: string }> {
  return runNpm(dir, script).then(
    (run) => ({ ok: true, output: run.output }),
    (error: Error) => ({ ok: false, output: error.message }),
  );
}

/** `npm run validate` and `npm run build` on the project as it is now: whether each passed, and validate's output. */
async function validateAndBuild(projectDir: string) {
  const validate = await npmOutcome(projectDir, "validate");
  const build = await npmOutcome(projectDir, "build");
  return { validate, build };
}

/** Links to the password file and to /etc in public/: `npm run validate` must name them, `npm run build` must stop. */
export async function symlinkAttack(projectDir: string): Promise<Finding> {
  const links = { "public/img/senhas.png": "/etc/passwd", "public/fora": "/etc" };
  for (const [link, target] of Object.entries(links)) symlinkSync(target, join(projectDir, link));
  try {
    const { validate, build } = await validateAndBuild(projectDir);
    const named = Object.keys(links).every((link) => validate.output.includes(link));
    const published = ["dist/img/senhas.png", "dist/fora"].filter((path) => existsSync(join(projectDir, path)));
    return judged(
      "Link simbólico em public/ para /etc/passwd e para /etc",
      !validate.ok && named && !build.ok && published.length === 0,
      `validate: ${validate.ok ? "passou" : "recusou"}${named ? " nomeando os dois links" : " sem nomear os links"}; build: ${build.ok ? "passou" : "parou"}; em dist/: ${published.join(", ") || "nada de fora"}`,
      "high",
    );
  } finally {
    for (const link of Object.keys(links)) rmSync(join(projectDir, link), { force: true });
  }
}

/**
 * public/ itself a link to a folder outside the project that holds the site's files and a secret beside them (so that
 * nothing else is wrong with the site): `npm run validate` must name the link, `npm run build` must stop.
 */
export async function publicFolderLinkAttack(projectDir: string): Promise<Finding> {
  const [publicDir, aside] = [join(projectDir, "public"), join(projectDir, "public-guardada")];
  const outside = mkdtempSync(join(tmpdir(), "public-de-fora-"));
  cpSync(publicDir, outside, { recursive: true });
  writeFileSync(join(outside, "segredo.txt"), "SEGREDO_DA_BUILD=1");
  renameSync(publicDir, aside);
  symlinkSync(outside, publicDir);
  try {
    const { validate, build } = await validateAndBuild(projectDir);
    const named = validate.output.includes(`“public” é um link para ${outside}`);
    const published = existsSync(join(projectDir, "dist/segredo.txt"));
    return judged(
      "A pasta public/ trocada por um link para uma pasta de fora com um segredo",
      !validate.ok && named && !build.ok && !published,
      `validate: ${validate.ok ? "passou" : "recusou"}${named ? " nomeando o link" : " sem nomear o link"}; build: ${build.ok ? "passou" : "parou"}; em dist/: ${published ? "o segredo" : "nada de fora"}`,
      "high",
    );
  } finally {
    rmSync(publicDir, { force: true });
    renameSync(aside, publicDir);
    rmSync(outside, { recursive: true, force: true });
  }
}

/** The cookies a reply sets, as a Cookie header's pairs. */
const setCookies = (reply: Response) => reply.headers.getSetCookie().map((line) => line.split(";")[0]!);

/** Lines of the test's records file so far. */
const recordLines = (file: string) => (existsSync(file) ? readFileSync(file, "utf8").split("\n").filter(Boolean) : []);

/** Runs `count` requests over `connections` at once. */
async function flood(count: number, connections: number, request: (index: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < count) await request(next++);
    }),
  );
}

/** Waits until the recorder's appends (made after the answers) have reached the file: its size stops changing. */
async function settled(file: string): Promise<string[]> {
  let last = -1;
  for (let lines = recordLines(file); lines.length !== last; lines = recordLines(file)) {
    last = lines.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return recordLines(file);
}

/** The recorder and the site's addresses, on `siteUrl` serving a build where `test` splits the home page. */
export async function recorderAttacks(siteUrl: string, recordsFile: string, test: string): Promise<Finding[]> {
  const consent = "consentimento=aceito";
  const first = await fetch(`${siteUrl}/`, { headers: { cookie: consent } });
  await first.text();
  const cookie = [consent, ...setCookies(first)].join("; ");
  const variant =
    /ab_[^=]*=([a-z0-9-]+)/.exec(setCookies(first).find((pair) => !pair.startsWith("ab_visitante")) ?? "")?.[1] ?? "b";
  const beacon = (kind: string, headers: Record<string, string>) =>
    fetch(`${siteUrl}/_ab/conversao?teste=${test}&variante=${variant}&tipo=${kind}`, { method: "POST", headers }).then(
      (reply) => reply.text(),
    );
  await flood(2000, 20, (index) =>
    index % 3 === 0
      ? fetch(`${siteUrl}/`, { headers: { cookie } }).then((reply) => reply.text())
      : beacon(index % 3 === 1 ? "chat" : "lead", { cookie }),
  );
  const afterFlood = await settled(recordsFile);
  const forgedIds = Array.from({ length: 200 }, (_, index) =>
    index % 2 ? `visitante-inventado-${index}` : `${"x".repeat(20)}${index}.${"A".repeat(22)}`,
  );
  await flood(forgedIds.length, 20, (index) =>
    beacon("lead", { cookie: `${consent}; ab_visitante=${forgedIds[index]}` }),
  );
  const afterForged = await settled(recordsFile);
  const started = performance.now();
  await flood(300, 20, () => fetch(`${siteUrl}/`, { headers: { cookie: consent } }).then((reply) => reply.text()));
  const seconds = (performance.now() - started) / 1000;
  const afterNew = await settled(recordsFile);
  const newVisitors = afterNew.length - afterForged.length;
  const allowedNew = RECORD_LIMIT.burst + Math.ceil(seconds * RECORD_LIMIT.perSecond) + 1;
  const variants = await Promise.all(
    [`/_variantes/${test}/b/index.html`, `/_variantes/${test}/b/`, "/_variantes/"].map(async (path) => {
      const reply = await fetch(`${siteUrl}${path}`, { headers: { cookie } });
      await reply.text();
      return `${path} ${reply.status}`;
    }),
  );
  const traversal = [
    "/..%2F..%2F..%2F..%2Fetc%2Fpasswd",
    "/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    "/img/..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd",
    "/../../../../etc/passwd",
  ];
  const leaked = [];
  for (const path of traversal)
    if (PASSWORD_FILE.test(await (await fetch(`${siteUrl}${path}`)).text())) leaked.push(path);
  return [
    judged(
      "Registro A/B inundado por um visitante (2.000 pedidos, 20 conexões)",
      afterFlood.length <= 3,
      `${afterFlood.length} linhas gravadas (no máximo uma impressão e uma conversão de cada tipo)`,
      "medium",
    ),
    judged(
      "Ids de visitante inventados ou com assinatura falsa (200 conversões)",
      afterForged.length === afterFlood.length,
      `${afterForged.length - afterFlood.length} linhas gravadas com esses ids`,
      "medium",
    ),
    judged(
      "Visitantes novos em massa de um endereço (300 visitas sem id)",
      newVisitors <= allowedNew,
      `${newVisitors} impressões gravadas em ${seconds.toFixed(1)} s (limite ${RECORD_LIMIT.burst} + ${RECORD_LIMIT.perSecond}/s)`,
      "medium",
    ),
    judged(
      "Variante no seu próprio endereço /_variantes/",
      variants.every((answer) => answer.endsWith(" 404")),
      variants.join("; "),
      "low",
    ),
    judged(
      "Caminhos com ../ no servidor do site",
      leaked.length === 0,
      leaked.length
        ? `leu /etc/passwd por ${leaked.join(", ")}`
        : `${traversal.length} endereços sem nada de fora de dist/`,
      "high",
    ),
  ];
}
