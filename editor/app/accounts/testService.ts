/**
 * A stand-in for the editor service in the account screens' tests: `fetch` answered from a table of
 * "METHOD path" → answer (or a function of the request's body), with every call recorded.
 */
import { vi } from "vitest";
import axe from "axe-core";
import type { PeopleListing, PendingInvitation, PersonListing, PersonView } from "../../shared/accounts.ts";

/** What the stand-in answers: a status and a JSON body. */
export interface Reply {
  status: number;
  body: unknown;
}

/** The answers, by "METHOD path" under /_editor/api/; a function answers each call anew. */
export type Replies = Record<string, Reply | ((body: unknown) => Reply)>;

/** One call the editor made. */
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A refusal as the service words it. */
export const refusal = (status: number, message: string): Reply => ({ status, body: { reason: "refused", message } });

/** Replaces `fetch` with the stand-in; `replies` may be changed afterwards (a session that ends, a sign-in). */
export function fakeService(replies: Replies): { calls: Call[]; replies: Replies } {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const path = input.replace(/^\/_editor\/api\//, "");
      const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path, body });
      const reply = replies[`${method} ${path}`] ?? refusal(404, `Sem resposta para ${method} ${path}.`);
      const { status, body: answer } = typeof reply === "function" ? reply(body) : reply;
      return new Response(JSON.stringify(answer), { status, headers: { "Content-Type": "application/json" } });
    }),
  );
  return { calls, replies };
}

/** The WCAG 2.1 A and AA rules `container` breaks (colour contrast aside: jsdom draws nothing). */
export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    rules: { "color-contrast": { enabled: false } },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" ")}`);
}

/** jsdom has <dialog> but not its modal behaviour. */
export function modalDialogs(): void {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
}

/** What `GET pessoas` answers for `people` (none locked, none with two steps unless given), and pending invitations. */
export const peopleListing = (
  people: (PersonView & Partial<PersonListing>)[],
  invitations: PendingInvitation[] = [],
  twoStepRequired = false,
): PeopleListing => ({
  people: people.map((person) => ({ locked: false, twoStep: false, ...person })),
  invitations,
  twoStepRequired,
});
