// @vitest-environment node
import { describe, expect, it } from "vitest";
import { parseRecord } from "../../model/experiments/records.ts";
import type { ExperimentSplit } from "../../model/experiments/splits.ts";
import { visitorSigner } from "../../model/experiments/visitorSignature.ts";
import type { AssetReader } from "./assetFiles.ts";
import type { EdgeSite } from "./edgeSite.ts";
import { siteWorker } from "./siteWorker.ts";

const SPLIT: ExperimentSplit = {
  name: "oferta-ab",
  route: "/oferta",
  goal: "chat",
  variants: [
    { name: "original", weight: 60 },
    { name: "b", weight: 40 },
  ],
};
const SITE: EdgeSite = {
  routes: ["/pagamento/novo", "/pagamento/:cnpj", "/oferta"],
  headers: { "X-Frame-Options": "DENY" },
  experiments: [SPLIT],
  contentTypes: { ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8" },
};
const SECRET = "segredo-de-teste-do-worker-com-mais-de-32-caracteres";

/** Static assets as Workers serve them with `html_handling: "none"`: a file at its exact path, or 404. */
function assets(files: Record<string, string>): AssetReader {
  return {
    fetch: async (request) => {
      const body = files[decodeURI(new URL(request.url).pathname)];
      return body === undefined ? new Response("Not Found", { status: 404 }) : new Response(body);
    },
  };
}
const ASSETS = assets({
  "/index.html": "inicio",
  "/preco/index.html": "preco",
  "/pagamento/novo/index.html": "novo",
  "/app-shell.html": "shell",
  "/oferta/index.html": "original",
  "/_variantes/oferta-ab/b/index.html": "variante b",
  "/404.html": "nao encontrada",
  "/404.html.gz": "404 em gzip",
  "/assets/app-1.js": "codigo",
  "/assets/app-1.js.br": "codigo em brotli",
});

async function get(
  worker: ReturnType<typeof siteWorker>,
  path: string,
  headers: Record<string, string> = {},
  env = {},
) {
  const answer = await worker.fetch(new Request(`https://site.example${path}`, { headers }), { ASSETS, ...env });
  return { status: answer.status, headers: answer.headers, body: await answer.text() };
}

describe("the edge Worker", () => {
  it("answers a route with its page, a parameter route with the app shell, and any other address as a file or a folder's page", async () => {
    const worker = siteWorker(SITE);
    const answers = [];
    for (const path of [
      "/",
      "/preco",
      "/preco/",
      "/pagamento/novo",
      "/pagamento/123",
      "/pagamento/1/2",
      "/_variantes/oferta-ab/b/",
    ]) {
      const { status, body } = await get(worker, path);
      answers.push([path, status, body]);
    }
    expect(answers).toEqual([
      ["/", 200, "inicio"],
      ["/preco", 200, "preco"],
      ["/preco/", 200, "preco"],
      ["/pagamento/novo", 200, "novo"],
      ["/pagamento/123", 200, "shell"],
      ["/pagamento/1/2", 404, "nao encontrada"],
      ["/_variantes/oferta-ab/b/", 404, "nao encontrada"],
    ]);
  });

  it("sends the build's compressed copy the request accepts, as it is, with the file's own type and cache policy", async () => {
    const worker = siteWorker(SITE);
    const script = await get(worker, "/assets/app-1.js", { "Accept-Encoding": "gzip, br" });
    expect([script.body, script.headers.get("Content-Encoding"), script.headers.get("Content-Type")]).toEqual([
      "codigo em brotli",
      "br",
      "text/javascript; charset=utf-8",
    ]);
    expect(script.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(script.headers.get("X-Frame-Options")).toBe("DENY");
    const missing = await get(worker, "/nada", { "Accept-Encoding": "gzip" });
    expect([missing.status, missing.body, missing.headers.get("Content-Encoding")]).toEqual([
      404,
      "404 em gzip",
      "gzip",
    ]);
    expect(missing.headers.get("Cache-Control")).toBe("no-cache");
  });

  it("splits a consenting visitor at the page's address and logs the record npm run serve writes, signed", async () => {
    const lines: string[] = [];
    const now = () => new Date("2026-12-07T12:00:00Z");
    const worker = siteWorker(SITE, { random: () => 0.99, now, log: (line) => lines.push(line) });
    const answer = await get(worker, "/oferta", { cookie: "consentimento=aceito" }, { SITE_AB_SECRET: SECRET });
    expect([answer.body, answer.headers.get("Vary")]).toEqual(["variante b", "Cookie, Accept-Encoding"]);
    const cookies = answer.headers.getSetCookie();
    expect(cookies[0]).toBe("ab_oferta_ab=b; Path=/; Max-Age=7776000; SameSite=Lax");
    const visitor = /^ab_visitante=([^;]+);/.exec(cookies[1] ?? "")![1]!;
    expect(await visitorSigner(SECRET).verify(visitor)).toBe(visitor);
    expect(lines.map(parseRecord)).toEqual([
      { em: "2026-12-07T12:00:00.000Z", teste: "oferta-ab", variante: "b", tipo: "impressao", visitante: visitor },
    ]);
    // Without the secret the split still works, and nothing is recorded or given an id.
    const unsigned = await get(worker, "/oferta", { cookie: "consentimento=aceito" });
    expect([unsigned.body, unsigned.headers.getSetCookie().length, lines.length]).toEqual(["variante b", 1, 1]);
    // Without consent: the page, no cookie.
    const refused = await get(worker, "/oferta", {}, { SITE_AB_SECRET: SECRET });
    expect([refused.body, refused.headers.getSetCookie()]).toEqual(["original", []]);
  });
});
