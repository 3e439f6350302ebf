/**
 * One person of `npm run bench:service` at work on the editor service, as the editor's browser code talks to it
 * (editor/app/api.ts, editor/app/drafts/draftApi.ts): signs in, opens a page, says every 15 s that it is open, and
 * every few seconds changes one field, has it validated (as the editor does shortly after typing) and saves the draft;
 * publishing is separate ({@link publishAs}) so that everyone's publications can be sent at once.
 */

/** An answer of the service: its status, its JSON body and, on signing in, the session cookie (`name=value`). */
export interface Reply {
  status: number;
  body: unknown;
  cookie?: string;
}

/** Sends one request to the service's API (`path` under /_editor/api/), as the signed-in person when `cookie` is given. */
export type Send = (method: string, path: string, body?: unknown, cookie?: string) => Promise<Reply>;

/** The kinds of request measured, in the order the report lists them. */
export const REQUEST_KINDS = ["entrar", "abrir", "presença", "validação", "rascunho", "publicação"] as const;

/** One kind of request. */
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** Takes down how long a request took and whether it was answered as expected (`problem` says how not). */
export type Recorder = (kind: RequestKind, ms: number, problem?: string) => void;

/** How a person works: for how long or how many saves, the pauses between saves, and the presence heartbeat. */
export interface WorkPlan {
  /** The person stops after this many saves, or after `durationMs`, whichever comes first. */
  saves: number;
  durationMs: number;
  /** The pause before each edit (the bench: 1–3 s at random). */
  pauseMs: () => number;
  heartbeatMs: number;
  /** Waits `ms` (the bench: real time; the test: a clock it moves). */
  pause: (ms: number) => Promise<void>;
  now: () => number;
}

/** A person: their account, and the page they edit. */
export interface Person {
  email: string;
  password: string;
  page: string;
}

/** What a person left after editing: their session, and how many saves went through. */
export interface Session {
  person: Person;
  cookie: string;
  saved: number;
}

/** Sends a request and records its time; the reply, or undefined when its status was not 200. */
async function timed(
  send: Send,
  record: Recorder,
  kind: RequestKind,
  [method, path, body, cookie]: Parameters<Send>,
): Promise<Reply | undefined> {
  const started = performance.now();
  let reply: Reply;
  try {
    reply = await send(method, path, body, cookie);
  } catch (error) {
    record(kind, performance.now() - started, error instanceof Error ? error.message : String(error));
    return undefined;
  }
  const ok = reply.status === 200;
  const message = (reply.body as { message?: string } | undefined)?.message;
  record(kind, performance.now() - started, ok ? undefined : `${reply.status} ${message ?? JSON.stringify(reply.body)}`);
  return ok ? reply : undefined;
}

/** The page's description with the `edit`-th change: one field, the length of a real one (at most 160 characters). */
export function editedDescription(original: string, edit: number): string {
  return `${original.slice(0, 130).trimEnd()} (revisão ${edit})`;
}

/**
 * Signs `person` in, opens their page and edits it as {@link WorkPlan} says: each edit changes the description, is
 * validated, then saved as the draft on the revision the last save gave. Undefined when signing in or opening failed.
 */
export async function editAs(send: Send, record: Recorder, person: Person, plan: WorkPlan): Promise<Session | undefined> {
  const signIn = await timed(send, record, "entrar", ["POST", "entrar", { email: person.email, password: person.password }]);
  const cookie = signIn?.cookie;
  if (!cookie) return undefined;
  const name = encodeURIComponent(person.page);
  const opened = await timed(send, record, "abrir", ["GET", `pages/${name}`, undefined, cookie]);
  if (!opened) return undefined;
  const { data, version } = opened.body as { data: { description?: string }; version: string | null };
  const original = data.description ?? "";
  const beat = () => timed(send, record, "presença", ["POST", `presenca/page/${name}`, {}, cookie]);
  await beat();
  const started = plan.now();
  let lastBeat = started;
  let revision = 0;
  let saved = 0;
  for (let edit = 1; edit <= plan.saves && plan.now() - started < plan.durationMs; edit++) {
    await plan.pause(plan.pauseMs());
    if (plan.now() - lastBeat >= plan.heartbeatMs) {
      lastBeat = plan.now();
      await beat();
    }
    const edited = { ...data, description: editedDescription(original, edit) };
    await timed(send, record, "validação", ["POST", "validate", { name: person.page, data: edited }, cookie]);
    const save = await timed(send, record, "rascunho", [
      "PUT",
      `rascunhos/page/${name}`,
      { data: edited, version, revision },
      cookie,
    ]);
    if (save) {
      revision = (save.body as { revision: number }).revision;
      saved++;
    }
  }
  return { person, cookie, saved };
}

/** Publishes the person's draft (the service publishes one at a time); true when it was published. */
export async function publishAs(send: Send, record: Recorder, { person, cookie }: Session): Promise<boolean> {
  const message = `Descrição de ${person.page} revista`;
  const path = `rascunhos/page/${encodeURIComponent(person.page)}/publicar`;
  return (await timed(send, record, "publicação", ["POST", path, { message }, cookie])) !== undefined;
}
