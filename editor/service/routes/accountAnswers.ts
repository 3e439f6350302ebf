/** What the account routes answer in common: a person as the editor shows them, a new session, an invitation's link. */
import type { PersonView, SessionInfo } from "../../shared/accounts.ts";
import { EDITOR_ADDRESSES } from "../../shared/addresses.ts";
import { permissionsOf } from "../../shared/permissions.ts";
import type { Answer } from "../../server/http.ts";
import type { Person } from "../people/people.ts";
import type { ServiceContext } from "../serviceContext.ts";
import { sessionCookie } from "../sessions/sessionCookie.ts";

/** A person as the editor shows them. */
export const view = ({ id, name, email, role }: Person): PersonView => ({ id, name, email, role });

/** The answer that starts a session for `person`: who they are, and the cookie. */
export function startSession(context: ServiceContext, person: Person): Answer {
  const token = context.stores.sessions.start(person.id, context.clock.now());
  const body: SessionInfo = {
    mode: "service",
    person: view(person),
    permissions: permissionsOf(person.role),
    companySignIn: null,
    twoStepDue: context.stores.twoStep.due(person),
  };
  return { status: 200, body, headers: { "Set-Cookie": sessionCookie(token) } };
}

/** The link that opens an invitation in the editor (its token in the fragment: never sent to a server, nor logged). */
export const invitationLink = (context: Pick<ServiceContext, "config">, token: string): string =>
  `${context.config.publicUrl}${EDITOR_ADDRESSES.editor}#convite=${token}`;
