import { request } from "node:http";

/**
 * Requests to the editor service as a browser on its own page sends them (its Origin, JSON), or as an attacker
 * chooses (other headers, another address named in X-Forwarded-For), and the session cookie a sign-in returns.
 */

/** An answer: its status and its body as text. */
export interface Reply {
  status: number;
  text: string;
  cookie?: string;
  /** The whole Set-Cookie line of the session, with its attributes. */
  sessionLine?: string;
}

/** What a request may add or change. */
export interface Send {
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A client of the service at `url` (a path is under /_editor/api/ unless it starts with "/"), whose pages are at `origin` (the service's EDITOR_PUBLIC_URL). */
export function serviceClient(url: string, origin: string) {
  async function call(method: string, path: string, { cookie, body, headers = {} }: Send = {}): Promise<Reply> {
    const bytes = body instanceof Uint8Array;
    const sent: Record<string, string> = {
      origin,
      "content-type": bytes ? "application/octet-stream" : "application/json",
      ...(cookie && { cookie }),
      ...headers,
    };
    // An empty value leaves the header out (a request without Origin, as curl sends it).
    for (const [name, value] of Object.entries(sent)) if (!value) delete sent[name];
    const answer = await fetch(path.startsWith("/") ? `${url}${path}` : `${url}/_editor/api/${path}`, {
      method,
      headers: sent,
      ...(body !== undefined && { body: bytes ? new Blob([body as Uint8Array<ArrayBuffer>]) : JSON.stringify(body) }),
    });
    const session = answer.headers.getSetCookie().find((line) => line.startsWith("editor_sessao="));
    return { status: answer.status, text: await answer.text(), cookie: session?.split(";")[0], sessionLine: session };
  }
  /** Signs in: the answer, with the session's cookie on success. */
  const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
    call("POST", "entrar", { body: { email, password }, headers });
  /** Signs in from another loopback address (127.0.0.2, …): another machine, as the service sees it without a proxy. */
  const signInFrom = (localAddress: string, email: string, password: string, headers: Record<string, string> = {}) =>
    new Promise<Reply>((resolve, reject) => {
      const sent = request(
        `${url}/_editor/api/entrar`,
        { method: "POST", localAddress, headers: { origin, "content-type": "application/json", ...headers } },
        (answer) => {
          let text = "";
          answer.setEncoding("utf8");
          answer.on("data", (chunk: string) => (text += chunk));
          answer.on("end", () => resolve({ status: answer.statusCode ?? 0, text }));
        },
      );
      sent.on("error", reject);
      sent.end(JSON.stringify({ email, password }));
    });
  return { call, signIn, signInFrom, url, origin };
}

/** A client of the service. */
export type ServiceClient = ReturnType<typeof serviceClient>;

/** The invitation's token from the link "Pessoas" gives (`…/_editor#convite=<token>`). */
export const invitationToken = (reply: Reply): string => {
  const link = (JSON.parse(reply.text) as { link: string }).link;
  return link.slice(link.indexOf("#convite=") + "#convite=".length);
};

/** How many replies had each status: "401×5, 429×35". */
export function statusCounts(replies: readonly Reply[]): string {
  const counts = new Map<number, number>();
  for (const { status } of replies) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(", ");
}
