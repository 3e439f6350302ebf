import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDGE_DIR, EDGE_FILES, edgeFiles } from "../../build/edge/edgeFiles.ts";
import { contentTypesOf, edgeSiteOf } from "../../build/edge/edgeSite.ts";
import { deploymentFor } from "../../build/nginx/deployment.ts";
import { nginxConf, siteParts } from "../../build/nginx/nginxConf.ts";
import { parseRecord } from "../../model/experiments/records.ts";
import type { ExperimentSplit } from "../../model/experiments/splits.ts";
import { visitorSigner } from "../../model/experiments/visitorSignature.ts";
import { ROOT } from "../../model/paths.ts";
import { createSiteServer } from "../../server/createSiteServer.ts";
import { recordsFile } from "../../server/experimentRecorder.ts";
import { securityHeaders } from "../../server/securityHeaders.ts";
import { rawGet, type RawAnswer as Answer } from "../helpers/rawGet.ts";
import { listenOnLoopback } from "../helpers/sampleBuild.ts";
import { tsxNodeArgs } from "../helpers/tsxNode.ts";
import { abPage, builtManifest, CONSENTED, expectVariantAddressesRefused, headingOf } from "./support/abAnswers.ts";
import { startNginx, type RunningNginx } from "./support/nginx.ts";
import { startSite, type RunningSite } from "./support/server.ts";
import { startWorkerd, type RunningWorkerd } from "./support/workerd.ts";

const DIST = join(ROOT, "dist");
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The body as the browser reads it, whatever encoding it was sent in (a HEAD has none). */
function decoded(answer: Answer): Buffer {
  const encoding = answer.headers["content-encoding"];
  if (answer.body.length === 0) return answer.body;
  if (encoding === "br") return brotliDecompressSync(answer.body);
  if (encoding === "gzip") return gunzipSync(answer.body);
  return answer.body;
}

// The build the suites run on has no service addresses (SITE_API_BASE_URL, SITE_CONTACT_URL), as `npm start` here.
const securityHeaderNames = Object.keys(securityHeaders([])).map((name) => name.toLowerCase());

/** What must be the same on both servers: status, types, caching, encoding, security headers and the bytes. */
function summary(answer: Answer) {
  const { headers } = answer;
  return {
    status: answer.status,
    type: headers["content-type"],
    cache: headers["cache-control"],
    encoding: headers["content-encoding"],
    vary: headers.vary,
    security: Object.fromEntries(securityHeaderNames.map((name) => [name, headers[name]])),
    sent: sha256(answer.body),
    read: sha256(decoded(answer)),
  };
}

/** The encodings a request may accept: none, gzip only, and a browser's. */
const ENCODINGS = [undefined, "gzip", "gzip, deflate, br"];

describe("the build's edge Worker on workerd answers like npm start", () => {
  let edge: RunningWorkerd | undefined;
  let node: RunningSite | undefined;
  beforeAll(async () => {
    if (!existsSync(join(EDGE_DIR, EDGE_FILES.worker)))
      throw new Error("deploy/edge/ não existe: rode `npm run build` antes.");
    [edge, node] = await Promise.all([startWorkerd(EDGE_DIR, DIST), startSite()]);
  });
  afterAll(async () => {
    await Promise.all([edge?.stop(), node?.stop()]);
  });

  /** The same request to both servers, in every encoding, and their summaries side by side. */
  async function bothAnswer(path: string, method = "GET") {
    if (!edge || !node) throw new Error("um dos servidores não subiu (veja o erro do beforeAll)");
    return Promise.all(
      ENCODINGS.map(async (encoding) => {
        const headers: Record<string, string> = encoding ? { "Accept-Encoding": encoding } : {};
        const [fromEdge, fromNode] = await Promise.all([
          rawGet(edge!.url, path, headers, method),
          rawGet(node!.url, path, headers, method),
        ]);
        return { accepts: encoding, edge: summary(fromEdge), node: summary(fromNode) };
      }),
    );
  }
  const sameAnswers = (answers: Awaited<ReturnType<typeof bothAnswer>>) =>
    expect(answers.map(({ accepts, edge: sent }) => ({ accepts, ...sent }))).toEqual(
      answers.map(({ accepts, node: sent }) => ({ accepts, ...sent })),
    );

  // Every route of the built site (a parameter as a CNPJ), and the edge cases of the servers' routing.
  const routes = builtManifest(DIST).routes.map((route) => route.replace(/:[^/]+/g, "11222333000181"));
  const paths = [
    ...routes,
    ...routes.filter((route) => route !== "/").map((route) => `${route}/`),
    "/pagamento/",
    "/pagamento/11222333000181/extra",
    "/nao-existe",
    "/nao-existe/",
    "/img",
    "/img/",
    "/assets/",
    "/assets/nao-existe.js",
    "/index.html",
    "/404.html",
    "/PRECO",
    "/preco/index.html",
    "/_variantes/",
    "/%5Fvariantes/x/b/index.html",
    "/%E0%A4%A",
  ];
  for (const path of [...new Set(paths)])
    it(`${path}: same status, headers and body in every encoding`, async () => {
      sameAnswers(await bothAnswer(path));
    });

  it("every file of the build: same type, cache policy, encoding and bytes", async () => {
    const files = readdirSync(DIST, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
      .map((entry) => `${join(entry.parentPath, entry.name).slice(DIST.length)}`);
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const answers = await bothAnswer(encodeURI(file));
      expect(answers.map(({ edge: sent }) => [file, sent.status])).toEqual(answers.map(() => [file, 200]));
      sameAnswers(answers);
    }
  });

  it("HEAD and other methods: the same status and headers, no body", async () => {
    for (const [path, method] of [
      ["/preco", "HEAD"],
      ["/nao-existe", "HEAD"],
      ["/preco", "POST"],
      ["/preco", "DELETE"],
    ] as const) {
      const answers = await bothAnswer(path, method);
      expect(answers[0]!.edge.status, `${method} ${path}`).toBe(answers[0]!.node.status);
      for (const { edge: sent, node: expected } of answers) {
        expect({ ...sent, sent: undefined, read: undefined }).toEqual({
          ...expected,
          sent: undefined,
          read: undefined,
        });
        expect(sent.sent).toBe(sha256(Buffer.alloc(0)));
      }
    }
  });
});

describe("an A/B test on the edge Worker, as npm run serve splits and records it", () => {
  const split: ExperimentSplit = {
    name: "oferta-ab",
    route: "/oferta",
    goal: "chat",
    variants: [
      { name: "original", weight: 60 },
      { name: "b", weight: 40 },
    ],
  };
  const SECRET = "segredo-de-teste-do-worker-com-mais-de-32-caracteres";
  const consent = CONSENTED;
  const page = abPage;
  const cookiesOf = (answer: Answer) => answer.headers["set-cookie"] ?? [];
  const variantCookie = (answer: Answer) => cookiesOf(answer).find((cookie) => cookie.startsWith("ab_oferta_ab="));
  const site = { routes: ["/", "/oferta", "/404"], tagManager: false, inlineScriptHashes: [], experiments: [split] };
  const root = mkdtempSync(join(tmpdir(), "site-edge-ab-"));
  const dist = join(root, "dist");
  const edgeDir = join(root, "edge");
  let edge: RunningWorkerd | undefined;
  let node: { url: string; close: () => void } | undefined;

  beforeAll(async () => {
    // A small build of its own: the tested page, its variant b and the 404 page, and the Worker the build writes for it.
    for (const [file, html] of Object.entries({
      "index.html": page("Início"),
      "oferta/index.html": page("Original"),
      "_variantes/oferta-ab/b/index.html": page("Variante b"),
      "404.html": page("Não encontrada"),
    })) {
      mkdirSync(dirname(join(dist, file)), { recursive: true });
      writeFileSync(join(dist, file), html);
    }
    const files = await edgeFiles(
      edgeSiteOf(site, [], contentTypesOf(dist, join(root, "public"))),
      "https://www.example.com",
    );
    mkdirSync(edgeDir);
    for (const [name, text] of Object.entries(files)) writeFileSync(join(edgeDir, name), text);
    edge = await startWorkerd(edgeDir, dist, { SITE_AB_SECRET: SECRET });
    const server = createSiteServer({ distDir: dist, routes: site.routes, experiments: [split] });
    node = { url: await listenOnLoopback(server), close: () => server.close() };
  });
  afterAll(async () => {
    node?.close();
    await edge?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it("splits 10,000 first visits of consenting visitors within 2 percentage points of the weights", async () => {
    const counts = new Map<string, number>();
    const visits = 10_000;
    for (let batch = 0; batch < visits / 50; batch++) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => rawGet(edge!.url, "/oferta", consent)));
      for (const answer of answers) {
        const variant = /^ab_oferta_ab=([a-z0-9-]+);/.exec(variantCookie(answer) ?? "")?.[1] ?? "nenhuma";
        counts.set(variant, (counts.get(variant) ?? 0) + 1);
        // Each visitor sees the variant their cookie names, at the page's own address.
        expect(headingOf(answer)).toBe(variant === "b" ? "Variante b" : "Original");
      }
    }
    expect([...counts.keys()].sort()).toEqual(["b", "original"]);
    for (const { name, weight } of split.variants)
      expect(Math.abs(((counts.get(name) ?? 0) / visits) * 100 - weight)).toBeLessThanOrEqual(2);
  }, 180_000);

  it("answers the drawn variant on every returning visit, with the cookies npm run serve sets", async () => {
    const first = await rawGet(edge!.url, "/oferta", consent);
    expect(first.status).toBe(200);
    expect(variantCookie(first)).toMatch(/^ab_oferta_ab=(original|b); Path=\/; Max-Age=7776000; SameSite=Lax$/);
    expect(cookiesOf(first)).toContainEqual(
      expect.stringMatching(
        /^ab_visitante=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}; Path=\/; Max-Age=7776000; SameSite=Lax$/,
      ),
    );
    expect(first.headers.vary).toBe("Cookie, Accept-Encoding");
    const variant = /^ab_oferta_ab=([a-z]+)/.exec(variantCookie(first)!)![1]!;
    const heading = variant === "b" ? "Variante b" : "Original";
    const visitor = cookiesOf(first)
      .find((cookie) => cookie.startsWith("ab_visitante="))!
      .split(";")[0]!;
    for (let visit = 0; visit < 20; visit++) {
      const again = await rawGet(edge!.url, "/oferta", {
        cookie: `${consent.cookie}; ab_oferta_ab=${variant}; ${visitor}`,
      });
      expect([again.status, cookiesOf(again), headingOf(again)]).toEqual([200, [], heading]);
    }
    for (const server of [edge!.url, node!.url]) {
      const kept = await rawGet(server, "/oferta/", { cookie: `ab_oferta_ab=b; ${consent.cookie}` });
      expect([server === edge!.url ? "edge" : "node", headingOf(kept)]).toEqual([
        server === edge!.url ? "edge" : "node",
        "Variante b",
      ]);
    }
  });

  it("gives a visitor who did not accept measurement the original page and no cookie, as npm run serve does", async () => {
    for (const cookie of [undefined, "consentimento=recusado", "ab_oferta_ab=b"]) {
      const headers: Record<string, string> = cookie ? { cookie } : {};
      const [fromEdge, fromNode] = await Promise.all([
        rawGet(edge!.url, "/oferta", headers),
        rawGet(node!.url, "/oferta", headers),
      ]);
      const answer = (got: Answer) => [cookie, got.status, cookiesOf(got), headingOf(got), got.headers.vary];
      expect(answer(fromEdge)).toEqual([cookie, 200, [], "Original", "Cookie, Accept-Encoding"]);
      expect(answer(fromEdge)).toEqual(answer(fromNode));
    }
    const other = await rawGet(edge!.url, "/", consent);
    expect([cookiesOf(other), headingOf(other)]).toEqual([[], "Início"]);
  });

  it("answers 404 at every address under /_variantes/, with or without consent, as npm run serve does", async () => {
    await expectVariantAddressesRefused(edge!.url, node!.url);
  });

  it("logs one record per consenting view and conversion, signed, once per visitor, as npm run serve writes them", async () => {
    // An address of its own: the 10,000 visits above used up the local one's records.
    const from = { "CF-Connecting-IP": "192.0.2.10" };
    const before = edge!.logged().length;
    const beacon = "/_ab/conversao?teste=oferta-ab&variante=b&tipo=chat";
    // No consent: nothing logged, no visitor id.
    const refused = await rawGet(edge!.url, "/oferta", { ...from, cookie: "consentimento=recusado" });
    expect(cookiesOf(refused)).toEqual([]);
    const first = await rawGet(edge!.url, "/oferta", { ...from, cookie: `${consent.cookie}; ab_oferta_ab=b` });
    const visitor = cookiesOf(first)
      .find((cookie) => cookie.startsWith("ab_visitante="))!
      .split(";")[0]!;
    const cookie = `${consent.cookie}; ab_oferta_ab=b; ${visitor}`;
    await rawGet(edge!.url, "/oferta", { ...from, cookie });
    await rawGet(edge!.url, "/oferta", { ...from, cookie }, "HEAD");
    for (let click = 0; click < 2; click++)
      expect((await rawGet(edge!.url, beacon, { ...from, cookie }, "POST")).status).toBe(204);
    // A made-up id is never counted.
    const forged = `${consent.cookie}; ab_oferta_ab=b; ab_visitante=${"A".repeat(22)}.${"B".repeat(22)}`;
    expect((await rawGet(edge!.url, beacon, { ...from, cookie: forged }, "POST")).status).toBe(204);
    await expect.poll(() => edge!.logged().length).toBe(before + 2);
    const records = edge!.logged().slice(before).map(parseRecord);
    const id = visitor.slice("ab_visitante=".length);
    expect(records.map((record) => record && { ...record, em: undefined })).toEqual([
      { em: undefined, teste: "oferta-ab", variante: "b", tipo: "impressao", visitante: id },
      { em: undefined, teste: "oferta-ab", variante: "b", tipo: "chat", visitante: id },
    ]);
    expect(await visitorSigner(SECRET).verify(id)).toBe(id);
  });

  it("gives npm run experiments:report records of npm run serve, nginx and the Worker: one verdict, each visitor once", async () => {
    const work = mkdtempSync(join(tmpdir(), "site-edge-report-"));
    const dataDir = join(work, "dados");
    const recorded = createSiteServer({
      distDir: dist,
      routes: site.routes,
      experiments: [split],
      experimentData: dataDir,
      visitorSecret: SECRET,
    });
    const nodeUrl = await listenOnLoopback(recorded);
    const conf = nginxConf(siteParts({ ...site, serviceUrls: [] }), deploymentFor("https://www.example.com"));
    let nginx: RunningNginx | undefined;
    try {
      nginx = await startNginx(conf, dist);
      const edgeFrom = (visitor: number) => ({ "CF-Connecting-IP": `198.51.100.${visitor}` });
      const before = edge!.logged().length;
      /** One visitor: a first view on one server, a return on another (the same cookies), a chat click on a third. */
      const visit = async (servers: string[], variant: string, clicks: boolean, index: number) => {
        let cookie = `${consent.cookie}; ab_oferta_ab=${variant}`;
        for (const server of servers) {
          const answer = await rawGet(server, "/oferta", { ...edgeFrom(index), cookie });
          const issued = cookiesOf(answer).find((value) => value.startsWith("ab_visitante="));
          if (issued) cookie += `; ${issued.split(";")[0]}`;
        }
        const beacon = `/_ab/conversao?teste=oferta-ab&variante=${variant}&tipo=chat`;
        if (clicks) await rawGet(servers.at(-1)!, beacon, { ...edgeFrom(index), cookie }, "POST");
      };
      // 30 visitors of each variant: a signed id travels from npm run serve to the Worker or back, and counts once;
      // nginx issues its own id, and logs each view.
      const servers = [nodeUrl, nginx.url, edge!.url];
      const orders = [
        [nodeUrl, edge!.url],
        [nginx.url, nginx.url],
        [edge!.url, nodeUrl],
      ];
      for (let index = 0; index < 60; index++) {
        const variant = index < 30 ? "original" : "b";
        await visit(orders[index % 3]!, variant, index < 30 ? index < 3 : index < 42, index);
      }
      // A last first visit on each server: once its record is written, every record before it is (each server
      // writes in order). It is then left out, so that the counts below are the 60 visitors'.
      const nodeFile = recordsFile(dataDir, split.name);
      const textOf = (file: string) => (existsSync(file) ? readFileSync(file, "utf8") : "");
      const written = () => [textOf(nodeFile), textOf(nginx!.abLog), edge!.logged().join("\n")];
      const lastIds: string[] = [];
      for (const server of servers) {
        const last = await rawGet(server, "/oferta", { ...edgeFrom(250), cookie: `${consent.cookie}; ab_oferta_ab=b` });
        lastIds.push(/ab_visitante=([^;]+);/.exec(cookiesOf(last).join(" "))![1]!);
      }
      await expect.poll(() => written().every((text, at) => text.includes(lastIds[at]!))).toBe(true);
      const withoutLast = (lines: string[]) => lines.filter((line) => line && !lastIds.some((id) => line.includes(id)));
      writeFileSync(nodeFile, withoutLast(textOf(nodeFile).split("\n")).join("\n") + "\n");
      const nginxLog = join(work, "ab.log");
      writeFileSync(nginxLog, withoutLast(textOf(nginx.abLog).split("\n")).join("\n") + "\n");
      // The Worker's lines as Logpush delivers them: one Workers Trace Event per line, the records in its Logs.
      const logpush = join(work, "logpush.ndjson");
      const events = withoutLast(edge!.logged().slice(before)).map((line, at) =>
        JSON.stringify({
          EventType: "fetch",
          Outcome: "ok",
          ScriptName: "gestornuvem-example",
          Logs: [{ Level: "log", Message: [line], TimestampMs: 1796637600000 + at }],
        }),
      );
      writeFileSync(logpush, events.join("\n") + "\n");
      const configDir = join(work, "site.config");
      mkdirSync(join(configDir, "experiments"), { recursive: true });
      const test = { name: "Oferta", page: "oferta", goal: "chat", status: "running", variants: split.variants };
      writeFileSync(join(configDir, "experiments", "oferta-ab.json"), JSON.stringify(test));
      const report = await runReport(
        ["oferta-ab", "--config", configDir, "--dados", dataDir, "--nginx", nginxLog, "--logpush", logpush],
        SECRET,
      );
      const lines = report.split("\n");
      expect(lines.slice(1, 4)).toEqual([
        "Variante  Visitantes  Conversões  Taxa    Diferença para a original (95 %)",
        "original  30          3           10,0 %  —",
        expect.stringMatching(/^b {9}30 {10}12 {10}40,0 % {2}\+300 %/),
      ]);
    } finally {
      recorded.close();
      await nginx?.stop();
      rmSync(work, { recursive: true, force: true });
    }
  });
});

/** What `npm run experiments:report -- <args>` prints, with the servers' secret. */
function runReport(args: string[], secret: string): Promise<string> {
  const child = spawn(process.execPath, tsxNodeArgs(join(ROOT, "scripts/experiments-report.ts"), ...args), {
    cwd: ROOT,
    env: { ...process.env, SITE_AB_SECRET: secret },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once("exit", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`relatório saiu com ${code}:\n${out}`)),
    ),
  );
}
