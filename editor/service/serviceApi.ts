/**
 * The service's API under /_editor/api/: the editor's document routes (the same table the dev server mounts) and the
 * service's own (accounts, and the features that need a signed-in person), behind one check of origin, session and
 * role. Routes say what they require (routing/route.ts `permission`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { EDITOR_ADDRESSES } from "../shared/addresses.ts";
import { PERMISSION_WORDS, ROLE_NAMES, roleMay } from "../shared/permissions.ts";
import { EDITOR_ROUTES, type EditorContext } from "../server/api.ts";
import { refused, type Answer } from "../server/http.ts";
import { refuseOtherOrigin } from "../server/localRequest.ts";
import { matchRoute } from "../server/routing/matchRoute.ts";
import { answerMatch } from "../server/routing/nodeRequest.ts";
import type { Route } from "../server/routing/route.ts";
import { ACCOUNT_ROUTES } from "./routes/accountRoutes.ts";
import { SCHEDULE_ROUTES } from "./routes/scheduleRoutes.ts";
import { DRAFT_ROUTES } from "./routes/draftRoutes.ts";
import { draftCopies } from "./drafts/draftCopies.ts";
import { draftStore } from "./drafts/draftStore.ts";
import { PREVIEW_LINK_ROUTES } from "./routes/previewLinkRoutes.ts";
import { NOTICE_ROUTES } from "./routes/noticeRoutes.ts";
import { REVIEW_ROUTES } from "./routes/reviewRoutes.ts";
import type { ServiceContext } from "./serviceContext.ts";
import { clientAddress } from "./sessions/clientAddress.ts";
import { SESSION_COOKIE } from "./sessions/sessionCookie.ts";

/** What an unexpected error answers; the detail goes to the service's log only (it may hold the machine's paths). */
const INTERNAL_ERROR = "Erro interno do editor. O registro do serviço (journalctl ou o terminal) mostra o detalhe.";
const SIGNED_OUT =
  "Você não está conectado: sua sessão terminou ou você ainda não entrou. Entre de novo; os rascunhos salvos continuam lá.";

/**
 * The editor's routes the service leaves out: saving a document's file directly. On the service, work in progress is
 * the team's draft (in the database) and a file changes only when it is published, so the checkout the service
 * commits from never holds unpublished work.
 */
const FILE_SAVES = new Set(["PUT pages/:name", "PUT collections/:name", "PUT site"]);

/** Every route of the service: its own first, then the editor's documents (their context is a part of the service's). */
export const SERVICE_ROUTES: readonly Route<ServiceContext>[] = [
  ...ACCOUNT_ROUTES,
  ...SCHEDULE_ROUTES,
  ...DRAFT_ROUTES,
  ...REVIEW_ROUTES,
  ...NOTICE_ROUTES,
  ...PREVIEW_LINK_ROUTES,
  ...(EDITOR_ROUTES.filter(
    (route) => !FILE_SAVES.has(`${route.method} ${route.path}`),
  ) as readonly Route<EditorContext>[] as readonly Route<ServiceContext>[]),
];

const TWO_STEP_DUE =
  "Ative a verificação em duas etapas para continuar: o seu papel exige. Abra “Minha conta” e siga os passos.";

/** Why `context.person` may not call `route`, or undefined. */
function refusedPerson(route: Route<ServiceContext>, context: ServiceContext): Answer | undefined {
  if (route.permission === "public") return undefined;
  if (!context.person) return refused(401, SIGNED_OUT);
  // A person whose role must sign in in two steps may only set it up (their account's routes) until they have.
  if (!route.path.startsWith("conta/") && context.stores.twoStep.due(context.person)) return refused(403, TWO_STEP_DUE);
  if (roleMay(context.person.role, route.permission)) return undefined;
  const role = ROLE_NAMES[context.person.role];
  return refused(
    403,
    `Seu papel (${role}) não permite ${PERMISSION_WORDS[route.permission]}. Peça a um Publicador ou a um Administrador.`,
  );
}

function send(reply: FastifyReply, { status, body, headers }: Answer) {
  return reply
    .code(status)
    .headers({ ...headers, "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" })
    .send(JSON.stringify(body));
}

/** The length of "/_editor/api/", cut from an address to give the route table what follows it. */
const API_PREFIX_LENGTH = EDITOR_ADDRESSES.api.length + 1;

/**
 * Mounts `routes` at /_editor/api/*: bodies are left unread for the route table (it reads JSON up to 2 MB, or an
 * image's bytes up to its limit), and each request gets the `base` context with the person its cookie signs in.
 */
export function mountServiceApi(
  app: FastifyInstance,
  routes: readonly Route<ServiceContext>[],
  base: Omit<ServiceContext, "person" | "sessionToken">,
  origin: string,
): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    scope.route({
      method: ["GET", "PUT", "POST", "DELETE"],
      url: `${EDITOR_ADDRESSES.api}/*`,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const foreign = refuseOtherOrigin(request.raw, origin, "data");
        if (foreign) return send(reply, refused(403, foreign));
        // The address as sent, not Fastify's decoded one: a name may hold an encoded "/" (a test's variant,
        // `<teste>%2F<variante>`), which matchRoute decodes once it has split the address into its parts.
        const raw = request.raw.url ?? "";
        const prefix = raw.indexOf(`${EDITOR_ADDRESSES.api}/`);
        const sent = prefix < 0 ? (request.params as { "*": string })["*"] : raw.slice(prefix + API_PREFIX_LENGTH);
        const path = sent.split("?")[0]!;
        const match = matchRoute(routes, request.method, path);
        if ("answer" in match) return send(reply, match.answer);
        const sessionToken = request.cookies[SESSION_COOKIE] || undefined;
        const person = base.stores.sessions.personOf(sessionToken, base.clock.now());
        // Whatever this request publishes is committed as the person who sent it.
        const author = person && { name: person.name, email: person.email };
        // Images count against the person's daily quota.
        const admitUpload = person && ((bytes: number) => base.stores.uploadQuota.admit(String(person.id), bytes));
        // The image library reads and changes the team's drafts, as this person.
        const unpublished = person && draftCopies(base.stores.drafts, person, base.clock);
        const address = clientAddress(
          request.socket.remoteAddress,
          request.headers["x-forwarded-for"],
          Boolean(base.config.trustProxy),
        );
        const context: ServiceContext = {
          ...base,
          person,
          sessionToken,
          author,
          admitUpload,
          unpublished,
          clientAddress: address,
        };
        // What this person changes goes into the team's drafts, never into the site's files.
        if (person) context.store = draftStore(context);
        const refusal = refusedPerson(match.route, context);
        if (refusal) return send(reply, refusal);
        try {
          return send(reply, await answerMatch(match, context, request.raw));
        } catch (error) {
          if (error instanceof Error && error.name === "RecheckStopped")
            return send(reply, refused(503, error.message));
          request.log.error(error);
          return send(reply, refused(500, INTERNAL_ERROR));
        }
      },
    });
  });
}
