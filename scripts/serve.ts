/**
 * `npm run serve` (and `npm start` after the build): serves dist/ on PORT (default 4173).
 * Without SITE_API_BASE_URL / SITE_CONTACT_URL it also serves local stand-ins for the link and
 * contact services under /api (STANDIN_MODE chooses how they answer; contacts go to .data/contacts.jsonl).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chatUrl } from "../renderer/chat/chatUrl.ts";
import { placeholdersFrom } from "../renderer/content/currentYear.ts";
import { interpolate } from "../renderer/content/interpolate.ts";
import type { PageConfig } from "../schema/generated/page.ts";
import type { SiteConfig } from "../schema/generated/site.ts";
import { DEFAULT_CONFIG_DIR, ROOT } from "./lib/paths.ts";
import { createSiteServer } from "./server/createSiteServer.ts";
import { standInMode } from "./server/standInMode.ts";

const distDir = join(ROOT, "dist");
if (!existsSync(join(distDir, "app-shell.html"))) {
  console.error("dist/ não existe: rode `npm run build` antes (ou use `npm start`, que faz os dois).");
  process.exit(1);
}

const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8"));
const siteRaw = readJson(join(DEFAULT_CONFIG_DIR, "site.json"));
const placeholders = placeholdersFrom(siteRaw);
const site = interpolate(siteRaw, placeholders) as SiteConfig;
const pagesDir = join(DEFAULT_CONFIG_DIR, "pages");
const pages = readdirSync(pagesDir).map((name) => interpolate(readJson(join(pagesDir, name)), placeholders) as PageConfig);
const routes = pages.flatMap((page) => [page.route, ...(page.aliases ?? []).map((alias) => alias.route)]);

/** The stand-in hands out the page's own prefilled message, marked so that tests can tell it from the fallback. */
function linkFor(grupo: string): string | undefined {
  const link = pages.flatMap((page) => Object.values(page.links ?? {})).find((candidate) => candidate.grupo === grupo);
  return link && `${chatUrl(site.chat, link.message)}&origem=servico`;
}

const { SITE_API_BASE_URL, SITE_CONTACT_URL } = process.env;
const useStandIns = !SITE_API_BASE_URL && !SITE_CONTACT_URL;
const mode = standInMode(process.env.STANDIN_MODE);
const port = Number(process.env.PORT || 4173);

const server = createSiteServer({
  distDir,
  routes,
  serviceUrls: [SITE_API_BASE_URL, SITE_CONTACT_URL],
  tagManager: site.tagManager !== undefined,
  standIns: useStandIns ? { mode, linkFor, contactsFile: join(ROOT, ".data", "contacts.jsonl") } : undefined,
});
server.listen(port, () => {
  console.log(`Site em http://localhost:${port}/`);
  console.log(useStandIns ? `Serviços locais de teste em /api (STANDIN_MODE=${mode}).` : "Usando os serviços configurados.");
});
