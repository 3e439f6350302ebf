/** For tests: a stand-in for the editor service's endpoints, answering by method and address, and what was sent. */
import { vi } from "vitest";

/** One answer: a status and a body, or a function of the request's body giving them. */
type Reply = { status?: number; body: unknown } | ((sent: unknown) => { status?: number; body: unknown });

/** Installs a fetch answering `replies["GET revisoes"]` and the like (404 otherwise); returns the requests sent. */
export function fakeService(replies: Record<string, Reply>) {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const path = url.replace(/^\/_editor\/api\//, "");
      const body: unknown = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
      sent.push({ method, path, body });
      const reply = replies[`${method} ${path}`];
      const { status = 200, body: answer } =
        typeof reply === "function"
          ? reply(body)
          : (reply ?? { status: 404, body: { reason: "refused", message: "Endereço desconhecido." } });
      return new Response(JSON.stringify(answer), { status });
    }),
  );
  return sent;
}
