import { rmSync } from "node:fs";
import { createServer } from "node:net";
import type { Browser, Page } from "playwright-core";
import { ROOT } from "../../../model/paths.ts";
import { createEditorService, type EditorService } from "../../../editor/service/app.ts";
import { openDatabase } from "../../../editor/service/database.ts";
import type { Person } from "../../../editor/service/people/people.ts";
import type { Role } from "../../../editor/shared/permissions.ts";
import { SESSION_COOKIE } from "../../../editor/service/sessions/sessionCookie.ts";
import { launchBrowser } from "./browser.ts";
import { buildEditorPages } from "./editorPages.ts";

/** The editor service over this project (a database in memory) with a browser, for suites that sign people in. */
export interface ServiceInBrowser {
  service: EditorService;
  /** The service's address, `http://127.0.0.1:<port>`. */
  base: string;
  /** A browser of its own for a person with `role` (e-mail `<name>@empresa.com.br`), signed in by a session cookie. */
  personPage(name: string, role: Role): Promise<{ page: Page; person: Person }>;
  close(): Promise<void>;
}

/** A free port for the service, whose address (its origin) must be known before it is made. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Starts the service serving the editor's pages (built once for the run) and a browser. */
export async function serviceInBrowser(): Promise<ServiceInBrowser> {
  const [editorDist, browser, port]: [string, Browser, number] = await Promise.all([
    buildEditorPages(),
    launchBrowser(),
    freePort(),
  ]);
  const base = `http://127.0.0.1:${port}`;
  const service = createEditorService({
    root: ROOT,
    config: { host: "127.0.0.1", port, publicUrl: base, dataDir: ":memory:" },
    db: openDatabase(":memory:"),
    logger: false,
    editorDist,
  });
  await service.app.listen({ host: "127.0.0.1", port });
  return {
    service,
    base,
    async personPage(name, role) {
      const email = `${name.toLowerCase()}@empresa.com.br`;
      const person = service.stores.people.add({ name, email, role }, null, Date.now())!;
      const token = service.stores.sessions.start(person.id, Date.now());
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "pt-BR" });
      await context.addCookies([{ name: SESSION_COOKIE, value: token, domain: "127.0.0.1", path: "/_editor" }]);
      return { page: await context.newPage(), person };
    },
    async close() {
      await browser.close();
      await service.app.close();
      rmSync(editorDist, { recursive: true, force: true });
    },
  };
}
