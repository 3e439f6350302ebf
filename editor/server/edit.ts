/**
 * `npm run edit`: starts the dev server (as `npm run dev`) and prints the page editor's address.
 */
import { createServer } from "vite";
import { ROOT } from "../../model/paths.ts";

const server = await createServer({ root: ROOT, configFile: `${ROOT}/vite.config.ts` });
await server.listen();
server.printUrls();
server.bindCLIShortcuts({ print: true });
