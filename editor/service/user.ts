/** `npm run editor:user -- …`: accounts of the editor service (editor/service/userCommand.ts says how). */
import { text } from "node:stream/consumers";
import { ROOT } from "../../model/paths.ts";
import { readConfig } from "./config.ts";
import { systemClock } from "./database.ts";
import { openDatabaseOrExit } from "./openDatabaseOrExit.ts";
import { serviceSecret } from "./secret.ts";
import { openStores } from "./stores.ts";
import { keyTokens } from "./tokens.ts";
import { userCommand } from "./userCommand.ts";

const config = readConfig(process.env, ROOT);
if ("problems" in config) {
  console.error(config.problems.join("\n"));
  process.exit(1);
}
const db = openDatabaseOrExit(config.dataDir);
keyTokens(serviceSecret(config.secret, config.dataDir));
const result = await userCommand(process.argv.slice(2), openStores(db), config, systemClock, () => text(process.stdin));
db.close();
(result.code ? console.error : console.log)(result.output);
process.exit(result.code);
