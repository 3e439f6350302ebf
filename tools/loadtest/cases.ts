import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { PageConfig } from "../../schema/generated/page.ts";
import type { SiteConfig } from "../../schema/generated/site.ts";

/** One address the load test hammers, and the only answer it accepts. */
export interface LoadCase {
  name: string;
  path: string;
  status: number;
  /** What a browser sends: the server answers with the precompressed file. */
  headers: Record<string, string>;
  /** Checks a body beyond its status (a mismatch counts as an unexpected answer). */
  verifyBody?: (body: string) => boolean;
}

const BROWSER = { "Accept-Encoding": "gzip, deflate, br" };
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, "utf8")) as T;

/** The app chunk every page loads after its first paint: the hashed asset most requested. */
function appChunk(distDir: string): string {
  const name = readdirSync(join(distDir, "assets")).find((file) => /^app-.*\.js$/.test(file));
  if (!name) throw new Error("dist/assets/ não tem o chunk app-*.js: rode `npm run build`.");
  return `/assets/${name}`;
}

/** A chat-link group the stand-in knows (one of /preco's links). */
function linkServicePath(configDir: string): string {
  const site = readJson<SiteConfig>(join(configDir, "site.json"));
  const page = readJson<PageConfig>(join(configDir, "pages", "preco.json"));
  const grupo = Object.values(page.links ?? {}).find((link) => link.grupo)?.grupo;
  if (!grupo) throw new Error("pages/preco.json não tem um link com grupo para o teste de carga.");
  return `/api/${site.linkService.productPath}?grupo=${encodeURIComponent(grupo)}`;
}

/** The five cases of bench/load.md: a page, a hashed asset, page data, the link stand-in, an unknown address. */
export function loadCases(distDir: string, configDir: string): LoadCase[] {
  return [
    { name: "página /preco", path: "/preco", status: 200, headers: BROWSER },
    { name: "asset com hash (chunk app)", path: appChunk(distDir), status: 200, headers: BROWSER },
    { name: "dados /_data/preco.json", path: "/_data/preco.json", status: 200, headers: BROWSER },
    {
      name: "serviço de links (stand-in)",
      path: linkServicePath(configDir),
      status: 200,
      headers: {},
      verifyBody: (body) => (JSON.parse(body) as { status?: string }).status === "ok",
    },
    { name: "endereço inexistente (404)", path: "/nao-existe", status: 404, headers: BROWSER },
  ];
}
