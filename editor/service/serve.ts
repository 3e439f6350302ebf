/**
 * `npm run editor:serve`: the editor service (accounts, drafts, review, publishing) on EDITOR_HOST:EDITOR_PORT
 * (default 127.0.0.1:4300), its state in EDITOR_DATA_DIR (default .data/), this repository as the content. The
 * variables are in deploy/README.md. Anything that keeps it from starting is one pt-BR line and exit code 1.
 */
import { join } from "node:path";
import { ROOT } from "../../model/paths.ts";
import { createEditorService } from "./app.ts";
import { readConfig } from "./config.ts";
import { openDatabaseOrExit } from "./openDatabaseOrExit.ts";
import { firstAccessLine } from "./firstAccess.ts";
import { notConnectedLine } from "./notConnected.ts";
import { serviceSecret } from "./secret.ts";
import { keyTokens } from "./tokens.ts";
import { reconcilePublication, sendPending } from "../server/publishing.ts";
import { warmLibrary } from "../server/library/imageLibrary.ts";
import { stopRecheck } from "../server/validation/recheck.ts";
import { listenOrExplain } from "../../server/listenOrExplain.ts";

const config = readConfig(process.env, ROOT);
if ("problems" in config) {
  console.error(`O editor não pode começar:\n  ${config.problems.join("\n  ")}`);
  process.exit(1);
}
const db = openDatabaseOrExit(config.dataDir);
keyTokens(serviceSecret(config.secret, config.dataDir));
const service = createEditorService({ root: ROOT, config, db, editorDist: join(ROOT, ".editor-dist") });
// A publication the last process left half done (it was killed) is finished or undone before anyone works.
await reconcilePublication(service.context);
// The page list and the image library answer from the site kept in memory: read once before the first person comes.
await warmLibrary(service.context.configDir);
try {
  await service.app.ready();
} catch (error) {
  // The editor's pages not built yet (their message says the command), or another reason not to start.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
let stopScheduler = () => {};
listenOrExplain(service.app.server, config.port, config.host, () => {
  console.log(`Editor de páginas: ${config.publicUrl}/_editor (ouvindo em ${config.host}:${config.port})`);
  const first = firstAccessLine(service);
  if (first) console.log(first);
  const notConnected = notConnectedLine(config);
  if (notConnected) console.log(notConnected);
  // Publications a stopped service left on their way to the site's repository go now.
  void sendPending(service.context);
  // Scheduled publications: those missed while the service was down go now, each saying it was late.
  stopScheduler = service.scheduler.start(15_000, (error) => service.app.log.error(error));
});

async function stop() {
  stopScheduler();
  await service.app.close();
  await stopRecheck();
  db.close();
  process.exit(0);
}
process.once("SIGTERM", () => void stop());
process.once("SIGINT", () => void stop());
