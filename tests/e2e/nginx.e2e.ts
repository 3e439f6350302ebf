import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../model/paths.ts";
import { DEPLOYED_ROOT, DEPLOYMENT_INCLUDE, deploymentFor, NGINX_CONF } from "../../build/nginx/deployment.ts";
import type { ExperimentSplit } from "../../model/experiments/splits.ts";
import { nginxConf, siteParts } from "../../build/nginx/nginxConf.ts";
import { countRecords, parseRecord } from "../../model/experiments/records.ts";
import { RECORD_LIMIT } from "../../server/addressLimiter.ts";
import { createSiteServer } from "../../server/createSiteServer.ts";
import { securityHeaders } from "../../server/securityHeaders.ts";
import { listenOnLoopback } from "../helpers/sampleBuild.ts";
import { rawGet, type RawAnswer as Answer } from "../helpers/rawGet.ts";
import { abPage, builtManifest, CONSENTED, expectVariantAddressesRefused, headingOf } from "./support/abAnswers.ts";
import { startNginx, type RunningNginx } from "./support/nginx.ts";
import { startSite, type RunningSite } from "./support/server.ts";
import { addresses } from "./support/siteConfig.ts";

const DIST = join(ROOT, "dist");
const YEAR_IMMUTABLE = "public, max-age=31536000, immutable";

/** What React writes for a title's text. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

function titleOf(path: string): string {
  const address = addresses.find((candidate) => candidate.path === path);
  if (!address) throw new Error(`nenhuma página tem o endereço ${path}`);
  return `<title>${escapeHtml(address.page.title)}</title>`;
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const distFile = (path: string) => readFileSync(join(DIST, path));
const assetFiles = existsSync(join(DIST, "assets")) ? readdirSync(join(DIST, "assets")) : [];
const script = `/assets/${assetFiles.find((name) => name.endsWith(".js")) ?? "nenhum-script.js"}`;
const stylesheet = `/assets/${assetFiles.find((name) => name.endsWith(".css")) ?? "nenhuma-folha.css"}`;
const iconSprite = `/assets/${assetFiles.find((name) => /^icons-.*\.svg$/.test(name)) ?? "nenhum-sprite.svg"}`;
const font = `/assets/${assetFiles.find((name) => name.endsWith(".woff2")) ?? "nenhuma-fonte.woff2"}`;

// The build the suites run on has no service addresses (SITE_API_BASE_URL, SITE_CONTACT_URL), as `npm start` here.
const { inlineScriptHashes, tagManager } = builtManifest(DIST);
const expectedSecurityHeaders = Object.fromEntries(
  Object.entries(securityHeaders([], { inlineScriptHashes, tagManager })).map(([name, value]) => [
    name.toLowerCase(),
    value,
  ]),
);

let nginx: RunningNginx | undefined;
let node: RunningSite | undefined;

beforeAll(async () => {
  if (!existsSync(NGINX_CONF)) throw new Error("deploy/nginx.conf não existe: rode `npm run build` antes.");
  nginx = await startNginx(readFileSync(NGINX_CONF, "utf8"), DIST);
  node = await startSite();
});

afterAll(async () => {
  await Promise.all([nginx?.stop(), node?.stop()]);
});

function nginxGet(path: string, headers?: Record<string, string>): Promise<Answer> {
  if (!nginx) throw new Error("o nginx não subiu (veja o erro do beforeAll)");
  return rawGet(nginx.url, path, headers);
}

describe("the build's deploy/nginx.conf on real nginx", () => {
  const prerendered: Record<string, string> = {
    "/": "index.html",
    "/preco": "preco/index.html",
    "/home": "home/index.html",
  };
  for (const [path, file] of Object.entries(prerendered)) {
    it(`${path} answers 200 with its prerendered page, revalidated on every visit`, async () => {
      const answer = await nginxGet(path);
      const html = answer.body.toString("utf8");
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(answer.headers["cache-control"]).toBe("no-cache");
      expect(html).toContain('<div id="root"><');
      expect(html).toContain(titleOf(path));
      expect(sha256(answer.body)).toBe(sha256(distFile(file)));
    });
  }

  it("/pagamento/<cnpj> answers 200 with the client-rendered app shell", async () => {
    const answer = await nginxGet("/pagamento/11222333000181");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("no-cache");
    expect(answer.body.toString("utf8")).toContain('<div id="root"></div>');
    expect(sha256(answer.body)).toBe(sha256(distFile("app-shell.html")));
  });

  it("an unknown address answers 404 with the prerendered not-found page", async () => {
    const answer = await nginxGet("/nao-existe");
    const html = answer.body.toString("utf8");
    expect(answer.status).toBe(404);
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("no-cache");
    expect(html).toContain('<div id="root"><');
    expect(html).toContain(titleOf("/404"));
    expect(sha256(answer.body)).toBe(sha256(distFile("404.html")));
  });

  for (const path of [
    "/",
    "/preco",
    "/home",
    "/pagamento/11222333000181",
    "/nao-existe",
    script,
    stylesheet,
    iconSprite,
  ]) {
    it(`${path} carries exactly the security headers of securityHeaders([]) with the build's loader hash`, async () => {
      const answer = await nginxGet(path);
      const sent = Object.fromEntries(Object.keys(expectedSecurityHeaders).map((name) => [name, answer.headers[name]]));
      expect(sent).toEqual(expectedSecurityHeaders);
      expect(answer.headers.server).toBe("nginx");
    });
  }

  it("a hashed /assets/*.js file is cached for a year as immutable and gzipped when the client accepts gzip", async () => {
    const original = distFile(script);
    const gzipped = await nginxGet(script, { "Accept-Encoding": "gzip" });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers["cache-control"]).toBe(YEAR_IMMUTABLE);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(gzipped.body.length).toBeLessThan(original.length);
    expect(sha256(gunzipSync(gzipped.body))).toBe(sha256(original));

    const plain = await nginxGet(script);
    expect(plain.headers["cache-control"]).toBe(YEAR_IMMUTABLE);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(sha256(plain.body)).toBe(sha256(original));
  });

  it("text is sent with Brotli when the client accepts it, and decodes to the same bytes", async () => {
    for (const [path, file] of [
      ["/preco", "preco/index.html"],
      [script, script],
      [stylesheet, stylesheet],
    ] as const) {
      const answer = await nginxGet(path, { "Accept-Encoding": "gzip, deflate, br" });
      expect(answer.headers["content-encoding"], path).toBe("br");
      expect(answer.headers.vary, path).toMatch(/Accept-Encoding/);
      expect(sha256(brotliDecompressSync(answer.body)), path).toBe(sha256(distFile(file)));
    }
  });

  it("the icon sprite is served as SVG, cached for a year as immutable and gzipped", async () => {
    const answer = await nginxGet(iconSprite, { "Accept-Encoding": "gzip" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^image\/svg\+xml\b/);
    expect(answer.headers["cache-control"]).toBe(YEAR_IMMUTABLE);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(sha256(gunzipSync(answer.body))).toBe(sha256(distFile(iconSprite)));
  });

  it("the site's typeface is served as font/woff2, cached for a year as immutable, as it is (woff2 is compressed)", async () => {
    const answer = await nginxGet(font, { "Accept-Encoding": "gzip, br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("font/woff2");
    expect(answer.headers["cache-control"]).toBe(YEAR_IMMUTABLE);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(sha256(answer.body)).toBe(sha256(distFile(font)));
  });

  it("sends the build's precompressed .br and .gz files as they are (brotli_static, gzip_static)", async () => {
    for (const [path, file] of [
      ["/preco", "preco/index.html"],
      [script, script],
      ["/nao-existe", "404.html"],
    ] as const) {
      const brotli = await nginxGet(path, { "Accept-Encoding": "gzip, deflate, br" });
      expect(sha256(brotli.body), path).toBe(sha256(distFile(`${file}.br`)));
      const gzipped = await nginxGet(path, { "Accept-Encoding": "gzip" });
      expect(sha256(gzipped.body), path).toBe(sha256(distFile(`${file}.gz`)));
    }
  });

  it("HTML and CSS are gzipped too when the client accepts gzip", async () => {
    for (const [path, file] of [
      ["/preco", "preco/index.html"],
      [stylesheet, stylesheet],
    ] as const) {
      const answer = await nginxGet(path, { "Accept-Encoding": "gzip" });
      expect(answer.headers["content-encoding"], path).toBe("gzip");
      expect(sha256(gunzipSync(answer.body)), path).toBe(sha256(distFile(file)));
    }
  });
});

describe("nginx answers like npm start", () => {
  // Every page address plus the edge cases of createSiteServer's routing: trailing slashes, folders, a payment
  // address without or with an extra segment, files that exist and files that do not.
  const paths = [
    ...addresses.map((address) => address.path),
    "/preco/",
    "/pagamento/11222333000181/",
    "/pagamento/",
    "/pagamento/11222333000181/extra",
    "/nao-existe",
    "/nao-existe/",
    "/img",
    "/img/",
    "/assets/",
    "/assets/nao-existe.js",
    script,
    stylesheet,
    iconSprite,
    "/favicon.svg",
    "/index.html",
    "/404.html",
  ];
  /** What must match: status, cache policy and the exact bytes served. */
  const summary = (answer: Answer) => ({
    status: answer.status,
    cacheControl: answer.headers["cache-control"],
    body: sha256(answer.body),
  });

  for (const path of [...new Set(paths)]) {
    it(`${path}: same status, Cache-Control and body`, async () => {
      if (!node) throw new Error("o servidor do npm start não subiu (veja o erro do beforeAll)");
      const [fromNginx, fromNode] = await Promise.all([nginxGet(path), rawGet(node.url, path)]);
      expect(summary(fromNginx)).toEqual(summary(fromNode));
    });
  }

  // Both send the build's precompressed files, so even the compressed bytes are the same.
  for (const acceptEncoding of ["gzip, deflate, br", "gzip"]) {
    for (const path of ["/", "/preco", "/pagamento/11222333000181", "/nao-existe", script, stylesheet, iconSprite]) {
      it(`${path} with Accept-Encoding "${acceptEncoding}": same status, Content-Encoding and compressed body`, async () => {
        if (!node) throw new Error("o servidor do npm start não subiu (veja o erro do beforeAll)");
        const headers = { "Accept-Encoding": acceptEncoding };
        const [fromNginx, fromNode] = await Promise.all([nginxGet(path, headers), rawGet(node.url, path, headers)]);
        const encoded = (answer: Answer) => ({
          ...summary(answer),
          encoding: answer.headers["content-encoding"],
          vary: answer.headers.vary,
        });
        expect(encoded(fromNginx)).toEqual(encoded(fromNode));
      });
    }
  }
});

describe("a config written for a page beside a route with parameters", () => {
  // A build folder of its own: each page file says which it is.
  const root = mkdtempSync(join(tmpdir(), "site-nginx-root-"));
  const files: Record<string, string> = {
    "index.html": "inicio",
    "pagamento/novo/index.html": "novo",
    "app-shell.html": "shell",
    "404.html": "nao-encontrada",
  };
  let server: RunningNginx | undefined;
  beforeAll(async () => {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    const routes = ["/", "/pagamento/:cnpj", "/pagamento/novo", "/404"];
    const site = { routes, tagManager: false, inlineScriptHashes: [], serviceUrls: [] };
    const deployment = { root: DEPLOYED_ROOT, serverNames: ["localhost"], include: DEPLOYMENT_INCLUDE };
    server = await startNginx(nginxConf(siteParts(site), deployment), root);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it("answers the exact route with its page and every other address of the pattern with the app shell", async () => {
    if (!server) throw new Error("o nginx não subiu (veja o erro do beforeAll)");
    const url = server.url;
    const answers = await Promise.all(
      ["/pagamento/novo", "/pagamento/novo/", "/pagamento/11222333000181", "/pagamento/1/2", "/pagamento/"].map(
        async (path) => {
          const answer = await rawGet(url, path);
          return [path, answer.status, answer.body.toString("utf8")];
        },
      ),
    );
    expect(answers).toEqual([
      ["/pagamento/novo", 200, "novo"],
      ["/pagamento/novo/", 200, "novo"],
      ["/pagamento/11222333000181", 200, "shell"],
      ["/pagamento/1/2", 404, "nao-encontrada"],
      ["/pagamento/", 404, "nao-encontrada"],
    ]);
  });
});

describe("an A/B test on real nginx, as deploy/nginx.conf splits it", () => {
  const split: ExperimentSplit = {
    name: "oferta-ab",
    route: "/oferta",
    goal: "chat",
    variants: [
      { name: "original", weight: 60 },
      { name: "b", weight: 40 },
    ],
  };
  let tested: RunningNginx | undefined;
  let nodeTested: { url: string; close: () => void } | undefined;
  const page = abPage;
  const cookieOf = (answer: Answer) => answer.headers["set-cookie"]?.[0];
  const consent = CONSENTED;
  const logLines = () =>
    existsSync(tested!.abLog) ? readFileSync(tested!.abLog, "utf8").split("\n").filter(Boolean) : [];

  beforeAll(async () => {
    // A small build of its own: the tested page, its variant b and the 404 page.
    const root = mkdtempSync(join(tmpdir(), "site-ab-"));
    for (const [file, html] of Object.entries({
      "index.html": page("Início"),
      "oferta/index.html": page("Original"),
      "_variantes/oferta-ab/b/index.html": page("Variante b"),
      "404.html": page("Não encontrada"),
    })) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), html);
    }
    const site = { routes: ["/", "/oferta"], tagManager: false, inlineScriptHashes: [], serviceUrls: [] };
    const conf = nginxConf(siteParts({ ...site, experiments: [split] }), deploymentFor("https://www.example.com"));
    tested = await startNginx(conf, root);
    // npm run serve's server on the same build, to compare the answers with.
    const server = createSiteServer({ distDir: root, routes: site.routes, experiments: [split] });
    nodeTested = { url: await listenOnLoopback(server), close: () => server.close() };
  });
  afterAll(async () => {
    nodeTested?.close();
    await tested?.stop();
  });

  // First: the tests below draw many consenting first visits, which use up this address's records (RECORD_LIMIT).
  it("logs a consenting visitor's view and conversion beacon once each, and nothing of anyone else", async () => {
    const visitor = "visitante-nginx-1";
    const before = logLines().length;
    const cookie = `${consent.cookie}; ab_oferta_ab=b; ab_visitante=${visitor}`;
    const beacon = "/_ab/conversao?teste=oferta-ab&variante=b&tipo=chat";
    for (const other of ["ab_oferta_ab=b; ab_visitante=visitante-nginx-2", "consentimento=recusado"]) {
      await rawGet(tested!.url, "/oferta", { cookie: other });
      expect((await rawGet(tested!.url, beacon, { cookie: other }, "POST")).status).toBe(204);
    }
    const first = await rawGet(tested!.url, "/oferta", { cookie: `${consent.cookie}; ab_oferta_ab=b` });
    expect(first.headers["set-cookie"]).toContainEqual(expect.stringMatching(/^ab_visitante=[0-9a-f]{32}; Path=\//));
    await rawGet(tested!.url, "/oferta", { cookie });
    await rawGet(tested!.url, "/oferta", { cookie }, "HEAD");
    expect((await rawGet(tested!.url, beacon, { cookie }, "POST")).status).toBe(204);
    const counts = () => {
      const records = logLines().flatMap((line) => parseRecord(line) ?? []);
      return countRecords(
        records.filter((record) => record.visitante === visitor),
        "oferta-ab",
        "chat",
        ["original", "b"],
      );
    };
    await expect.poll(counts).toEqual([
      { name: "original", visitors: 0, conversions: 0 },
      { name: "b", visitors: 1, conversions: 1 },
    ]);
    const written = logLines()
      .slice(before)
      .map((line) => parseRecord(line));
    // The first visit, the returning view and the beacon: no HEAD, nothing of the two visitors who did not consent.
    expect(written.map((record) => record?.tipo)).toEqual(["impressao", "impressao", "chat"]);
    // The id nginx issued is marked on the view that set its cookie: what lets the report trust an unsigned id.
    expect(written.map((record) => record?.novo === true)).toEqual([true, false, false]);
  });

  it("answers 404 at every address under /_variantes/, with or without consent, as npm run serve does", async () => {
    await expectVariantAddressesRefused(tested!.url, nodeTested!.url);
    // The variant itself is still answered at the page's address.
    for (const server of [tested!.url, nodeTested!.url])
      expect(headingOf(await rawGet(server, "/oferta", { cookie: `${consent.cookie}; ab_oferta_ab=b` }))).toBe(
        "Variante b",
      );
  });

  it("leaves out an address's records past the limit, while every visitor still gets the page", async () => {
    const before = logLines().length;
    const started = Date.now();
    const answers: Answer[] = [];
    // 40 at a time: below the test nginx's 64 connections.
    for (let batch = 0; batch < 3; batch++)
      answers.push(...(await Promise.all(Array.from({ length: 40 }, () => rawGet(tested!.url, "/oferta", consent)))));
    const seconds = Math.ceil((Date.now() - started) / 1000);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    // A marker after them all, sent until the refilled limit lets one through: the log then holds the whole flood.
    const marker = "/_ab/conversao?teste=oferta-ab&variante=b&tipo=chat";
    const markerWritten = async () => {
      await rawGet(tested!.url, marker, { cookie: `${consent.cookie}; ab_visitante=marcador-final` }, "POST");
      return logLines().some((line) => line.includes("marcador-final"));
    };
    await expect.poll(markerWritten, { timeout: 30_000 }).toBe(true);
    const written = logLines()
      .slice(before)
      .filter((line) => !line.includes("marcador-final")).length;
    // The burst (60, a few already used above) and one more each second: never the 120.
    expect(written).toBeLessThanOrEqual(RECORD_LIMIT.burst + seconds * RECORD_LIMIT.perSecond);
    expect(written).toBeLessThan(120);
  });

  it("splits 10,000 first visits of consenting visitors within 2 percentage points of the weights", async () => {
    const counts = new Map<string, number>();
    const visits = 10_000;
    // Below the test nginx's 64 connections at once.
    for (let batch = 0; batch < visits / 50; batch++) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => rawGet(tested!.url, "/oferta", consent)));
      for (const answer of answers) {
        const variant = /^ab_oferta_ab=([a-z0-9-]+);/.exec(cookieOf(answer) ?? "")?.[1] ?? "nenhuma";
        counts.set(variant, (counts.get(variant) ?? 0) + 1);
      }
    }
    expect([...counts.keys()].sort()).toEqual(["b", "original"]);
    for (const { name, weight } of split.variants)
      expect(Math.abs(((counts.get(name) ?? 0) / visits) * 100 - weight)).toBeLessThanOrEqual(2);
  }, 120_000);

  it("answers the drawn variant at the page's address, and the same one on every returning visit", async () => {
    const first = await rawGet(tested!.url, "/oferta", consent);
    expect(first.status).toBe(200);
    expect(cookieOf(first)).toMatch(/^ab_oferta_ab=(original|b); Path=\/; Max-Age=7776000; SameSite=Lax$/);
    const variant = /^ab_oferta_ab=([a-z]+)/.exec(cookieOf(first)!)![1]!;
    const heading = variant === "b" ? "Variante b" : "Original";
    expect(headingOf(first)).toBe(heading);
    expect(first.headers.vary).toContain("Cookie");
    for (let visit = 0; visit < 20; visit++) {
      // A returning visitor also has the visitor id cookie of their first visit.
      const cookie = `${consent.cookie}; ab_oferta_ab=${variant}; ab_visitante=visitante-de-volta`;
      const again = await rawGet(tested!.url, "/oferta", { cookie });
      expect(again.status).toBe(200);
      expect(cookieOf(again)).toBeUndefined();
      expect(headingOf(again)).toBe(heading);
    }
    const kept = await rawGet(tested!.url, "/oferta/", { cookie: `ab_oferta_ab=b; ${consent.cookie}` });
    expect(headingOf(kept)).toBe("Variante b");
  });

  it("gives a visitor who did not accept measurement the original page and no experiment cookie", async () => {
    for (const cookie of [undefined, "consentimento=recusado", "ab_oferta_ab=b"]) {
      const answer = await rawGet(tested!.url, "/oferta", cookie ? { cookie } : {});
      expect(answer.status).toBe(200);
      expect(cookieOf(answer)).toBeUndefined();
      expect(headingOf(answer)).toBe("Original");
    }
    const other = await rawGet(tested!.url, "/", consent);
    expect(cookieOf(other)).toBeUndefined();
    expect(headingOf(other)).toBe("Início");
  });
});
