/**
 * `npm run serve` (and `npm start` after the build): serves dist/ on HOST:PORT (default 127.0.0.1:4173).
 * Without SITE_API_BASE_URL / SITE_CONTACT_URL it also serves local stand-ins for the link and
 * contact services under /api (STANDIN_MODE chooses how they answer; contacts go to <SITE_DATA_DIR>/contacts.jsonl).
 * Running A/B tests' impressions and conversions of consenting visitors go to <SITE_DATA_DIR>/experiments/<teste>.jsonl
 * (SITE_DATA_DIR defaults to .data), under visitor ids signed with SITE_AB_SECRET, or with a secret generated once into
 * that folder (decision 098).
 * It reads only the build: what it needs about the site is in dist/_serve.json, never in site.config/. When
 * `npm run build` replaces dist/ with a new build, it answers from that one and reads its _serve.json again.
 * Anything that keeps it from starting is one pt-BR line on stderr and exit code 1.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../model/paths.ts";
import { createServer } from "node:http";
import { siteRequestListener } from "../server/createSiteServer.ts";
import { followedBuild } from "../server/followedBuild.ts";
import { listenOrExplain } from "../server/listenOrExplain.ts";
import { readServeManifest, type ServeManifest } from "../server/serveManifest.ts";
import { serveSettings } from "../server/serveSettings.ts";
import { visitorSecret } from "../model/experimentData/visitorSecret.ts";

function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

const settings = serveSettings(process.env);
if ("problem" in settings) fail(settings.problem);
const distDir = join(ROOT, "dist");
if (!existsSync(join(distDir, "app-shell.html")))
  fail("dist/ não existe ou está incompleto: rode `npm run build` antes (ou use `npm start`, que faz os dois).");
const manifest = readServeManifest(distDir);
if ("problem" in manifest) fail(manifest.problem);

const { port, host, mode, apiBaseUrl, contactUrl } = settings;
const useStandIns = !apiBaseUrl && !contactUrl;
// The stand-in's contacts, and consenting visitors' A/B impressions and conversions (npm run experiments:report reads them).
const dataDir = process.env.SITE_DATA_DIR || join(ROOT, ".data");
const experimentData = join(dataDir, "experiments");
// Read (or made) at the start, so that a build with a test that replaces this one signs with it too.
let kept: ReturnType<typeof visitorSecret>;
try {
  kept = visitorSecret(process.env, experimentData, { create: true });
} catch (error) {
  fail(
    `Não foi possível guardar o segredo dos testes A/B em ${experimentData} (${(error as Error).message}): defina SITE_AB_SECRET ou SITE_DATA_DIR.`,
  );
}
const secret = typeof kept === "object" ? fail(kept.problem) : kept;
/** The site as one build's manifest describes it. */
function siteOf(manifest: ServeManifest) {
  const standInLinks = new Map(Object.entries(manifest.standInLinks));
  return siteRequestListener({
    distDir,
    routes: manifest.routes,
    serviceUrls: [apiBaseUrl, contactUrl],
    tagManager: manifest.tagManager,
    inlineScriptHashes: manifest.inlineScriptHashes,
    experiments: manifest.experiments,
    experimentData,
    visitorSecret: secret,
    standIns: useStandIns
      ? { mode, linkFor: (grupo) => standInLinks.get(grupo), contactsFile: join(dataDir, "contacts.jsonl") }
      : undefined,
  });
}
const site = followedBuild(distDir, manifest, siteOf, () =>
  console.log("dist/ foi substituída: servindo a nova build."),
);
const server = createServer(site.listener);
// "Site em …" comes last: it is the line that says the server is ready (tests and tools stop reading at it).
listenOrExplain(server, port, host, () => {
  console.log(
    useStandIns
      ? `Serviços locais de teste em /api (STANDIN_MODE=${mode}), só para testar o site neste computador.`
      : "Usando os serviços configurados.",
  );
  console.log(`Site em http://${host.includes(":") ? `[${host}]` : host}:${port}/`);
});
