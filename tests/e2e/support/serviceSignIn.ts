import type { Browser, Page } from "playwright-core";
import type { Role } from "../../../editor/shared/permissions.ts";
import type { Person } from "../../../editor/service/people/people.ts";
import { SESSION_COOKIE } from "../../../editor/service/sessions/sessionCookie.ts";
import type { RunningService } from "./editorService.ts";

/**
 * A browser of its own (viewport `size`) for a new person with `role` on the running service, already signed in by a
 * session cookie: for suites about what a person sees, not about signing in.
 */
export async function signedInPage(
  running: RunningService,
  browser: Browser,
  who: { name: string; role: Role },
  size = { width: 1280, height: 900 },
): Promise<{ page: Page; person: Person }> {
  const { people, sessions } = running.current.stores;
  const email = `${who.name.toLowerCase().replace(/\W+/g, ".")}.${who.role}@empresa.com.br`;
  const person = people.add({ name: who.name, email, role: who.role }, null, running.clock.now())!;
  const token = sessions.start(person.id, running.clock.now());
  const context = await browser.newContext({ viewport: size, locale: "pt-BR" });
  await context.addCookies([{ name: SESSION_COOKIE, value: token, domain: "localhost", path: "/_editor" }]);
  return { page: await context.newPage(), person };
}
