import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { ContactFormBlock } from "../../schema/generated/page.ts";
import { ContactForm } from "../../blocks/contactForm/ContactForm.tsx";
import examples from "../../blocks/contactForm/contactForm.examples.json";
import { sendContact } from "../../blocks/contactForm/sendContact.ts";
import { SiteProvider } from "../../renderer/site/SiteContext.tsx";
import { renderWithSite, testSite } from "../helpers/renderWithSite.tsx";

// The block reads the service address from services.ts; point it at the local server of each test.
const target = vi.hoisted(() => ({ url: "" }));
vi.mock("../../renderer/site/services.ts", () => ({
  LINK_SERVICE_BASE_URL: "/api",
  get CONTACT_SERVICE_URL() {
    return target.url;
  },
}));

/** How the local stand-in of the contact service answers. */
type Mode = "ok" | "not-ok" | "http-500" | "malformed" | "slow" | "refused";

interface Received {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The timeout where giving up is what a test checks: the slow stand-in never answers before it. */
const TIMEOUT_MS = 300;
/** The timeout everywhere else: an answer that takes a while on a loaded machine must not turn into a timeout. */
const PATIENT_TIMEOUT_MS = 10_000;
/** The timeout a test against the stand-in in `mode` uses. */
const timeoutFor = (mode: Mode) => (mode === "slow" ? TIMEOUT_MS : PATIENT_TIMEOUT_MS);
/** How long a test waits for the form to show an outcome: generous, since a loaded machine renders slowly. */
const OUTCOME_WAIT_MS = 10_000;

let server: Server | undefined;
let received: Received[] = [];
/** Resolves once a slow service has sent its late answer. */
let lateAnswerSent: Promise<void> = Promise.resolve();

/** Starts a real HTTP server on a free port (port 0) that answers every request as `mode` says. */
async function startService(mode: Mode): Promise<string> {
  received = [];
  let announceLateAnswer = () => {};
  lateAnswerSent = new Promise((resolve) => (announceLateAnswer = resolve));
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      received.push({ method: request.method, url: request.url, headers: request.headers, body });
      const json = (status: number, text: string) =>
        response.writeHead(status, { "Content-Type": "application/json" }).end(text);
      if (mode === "ok") json(200, '{"status":"ok"}');
      else if (mode === "not-ok") json(200, '{"status":"erro","mensagem":"recusado"}');
      else if (mode === "http-500") json(500, '{"status":"ok"}');
      else if (mode === "malformed") json(200, '{"status": ok');
      // Answers only once the client has given up and closed the request: too late on any machine, however slow.
      else if (mode === "slow")
        response.on("close", () => {
          response.on("error", () => {});
          json(200, '{"status":"ok"}');
          announceLateAnswer();
        });
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/contato`;
  if (mode === "refused") await stopService();
  return url;
}

async function stopService(): Promise<void> {
  const running = server;
  server = undefined;
  if (!running?.listening) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
}

afterEach(async () => {
  await stopService();
  vi.restoreAllMocks();
});

const values = { nome: "Maria Souza", email: "maria@exemplo.com", telefone: "44999990000", termos: true };

describe("sendContact against a real HTTP server", () => {
  it("posts {nome, email, telefone} as JSON and reports ok for status ok", async () => {
    const url = await startService("ok");
    expect(await sendContact(url, values, { timeoutMs: PATIENT_TIMEOUT_MS })).toBe("ok");
    expect(received).toHaveLength(1);
    expect(received[0]!.method).toBe("POST");
    expect(received[0]!.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(received[0]!.body)).toEqual({
      nome: "Maria Souza",
      email: "maria@exemplo.com",
      telefone: "44999990000",
    });
  });

  it("adds the visit's campaign as origem when there is one, and nothing when it is empty", async () => {
    const url = await startService("ok");
    const origem = { utm_source: "google", utm_medium: "cpc", gclid: "X" };
    expect(await sendContact(url, values, { timeoutMs: PATIENT_TIMEOUT_MS, origem })).toBe("ok");
    expect(await sendContact(url, values, { timeoutMs: PATIENT_TIMEOUT_MS, origem: {} })).toBe("ok");
    expect(received.map((request) => JSON.parse(request.body))).toEqual([
      { nome: "Maria Souza", email: "maria@exemplo.com", telefone: "44999990000", origem },
      { nome: "Maria Souza", email: "maria@exemplo.com", telefone: "44999990000" },
    ]);
  });

  it.each<[Mode, string]>([
    ["not-ok", "refused"],
    ["http-500", "unreachable"],
    ["malformed", "unreachable"],
    ["slow", "unreachable"],
    ["refused", "unreachable"],
  ])("reports a %s answer as %s", async (mode, outcome) => {
    const url = await startService(mode);
    expect(await sendContact(url, values, { timeoutMs: timeoutFor(mode) })).toBe(outcome);
  });

  it("gives up on a slow service at the timeout instead of waiting for it", async () => {
    const url = await startService("slow");
    const started = performance.now();
    expect(await sendContact(url, values, { timeoutMs: TIMEOUT_MS })).toBe("unreachable");
    expect(performance.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    // The service answers only when the client closes the request: giving up is what let it answer.
    await lateAnswerSent;
  });

  it("sends the XSRF-TOKEN cookie back as X-XSRF-TOKEN when the address is relative", async () => {
    const base = (await startService("ok")).replace("/contato", "");
    const sameOrigin: typeof fetch = (input, init) => fetch(new URL(String(input), base), init);
    document.cookie = "XSRF-TOKEN=abc123";
    try {
      expect(await sendContact("/api/contato", values, { timeoutMs: PATIENT_TIMEOUT_MS, fetchImpl: sameOrigin })).toBe(
        "ok",
      );
    } finally {
      document.cookie = "XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
    }
    expect(received[0]!.url).toBe("/api/contato");
    expect(received[0]!.headers["x-xsrf-token"]).toBe("abc123");
  });

  it("never sends the token to an absolute address", async () => {
    const url = await startService("ok");
    document.cookie = "XSRF-TOKEN=abc123";
    try {
      await sendContact(url, values, { timeoutMs: PATIENT_TIMEOUT_MS });
    } finally {
      document.cookie = "XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
    }
    expect(received[0]!.headers["x-xsrf-token"]).toBeUndefined();
  });
});

describe("the contact form's outcomes against a real HTTP server", () => {
  const block = examples[0] as ContactFormBlock;
  const chatMessage = "Olá! Quero falar com um consultor.";
  let alertSpy: MockInstance<typeof window.alert>;

  beforeEach(() => {
    alertSpy = vi.spyOn(window, "alert").mockImplementation(() => {});
  });

  /** Opens the modal, fills a valid form and submits it to a service that answers as `mode` says. */
  async function submitTo(mode: Mode) {
    target.url = await startService(mode);
    const user = userEvent.setup();
    const site = { ...testSite, contactService: { timeoutMs: timeoutFor(mode) } };
    renderWithSite(createElement(SiteProvider, { value: site }, createElement(ContactForm, { block })), {
      links: { home: { message: chatMessage } },
    });
    await user.click(screen.getByRole("button", { name: block.openLabel }));
    const dialog = screen.getByRole("dialog", { name: block.modalTitle });
    await within(dialog).findByRole("button", { name: block.labels.submit });
    const field = (name: string) => dialog.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    await user.type(field("nome"), values.nome);
    await user.type(field("email"), values.email);
    await user.type(field("telefone"), values.telefone);
    await user.click(within(dialog).getByRole("button", { name: block.labels.submit }));
    return { dialog, field };
  }

  /** Waits until the request is over (the button reads "send" again) and checks the form kept everything. */
  async function expectStillOpenWithData({ dialog, field }: Awaited<ReturnType<typeof submitTo>>) {
    const button = await within(dialog).findByRole(
      "button",
      { name: block.labels.submit },
      { timeout: OUTCOME_WAIT_MS },
    );
    expect(button).toHaveProperty("disabled", false);
    expect(screen.getByRole("dialog", { name: block.modalTitle })).toBe(dialog);
    expect(field("nome").value).toBe(values.nome);
    expect(field("email").value).toBe(values.email);
    expect(field("telefone").value).toBe("(44) 9 9999-0000");
    expect(field("termos").checked).toBe(true);
  }

  it("status ok: alerts the success message and closes the modal", async () => {
    await submitTo("ok");
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 10_000 });
    expect(alertSpy.mock.calls).toEqual([["Formulário enviado com sucesso, aguarde que entraremos em contato."]]);
    expect(JSON.parse(received[0]!.body)).toEqual({
      nome: values.nome,
      email: values.email,
      telefone: values.telefone,
    });
  });

  it("status not ok: shows nothing and keeps the form open with its data", async () => {
    const form = await submitTo("not-ok");
    await expectStillOpenWithData(form);
    expect(received).toHaveLength(1);
    expect(alertSpy).not.toHaveBeenCalled();
    expect(within(form.dialog).queryByRole("alert")).toBeNull();
  });

  it.each<Mode>(["http-500", "malformed", "slow", "refused"])(
    "%s: keeps the form open with its data and offers the chat link inline",
    async (mode) => {
      const form = await submitTo(mode);
      await expectStillOpenWithData(form);
      expect(alertSpy).not.toHaveBeenCalled();
      const notice = within(form.dialog).getByRole("alert");
      expect(notice.textContent).toContain(block.messages.unreachable);
      const chat = within(notice).getByRole("link", { name: new RegExp(block.fallbackChat.label) });
      expect(chat.getAttribute("href")).toBe(
        `https://wa.me/${testSite.chat.phone}?text=${encodeURIComponent(chatMessage)}`,
      );
      expect(chat.getAttribute("target")).toBe("_blank");
    },
  );

  it("slow: the late 'ok' after the timeout neither alerts nor closes the form", async () => {
    const form = await submitTo("slow");
    await expectStillOpenWithData(form);
    // The stand-in answers only after the page closed the request, so the answer has nowhere to land.
    await lateAnswerSent;
    expect(alertSpy).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog")).toBe(form.dialog);
  });

  it("lets the visitor send again after a failure: a later ok alerts the success and closes the form", async () => {
    const form = await submitTo("http-500");
    await expectStillOpenWithData(form);
    await stopService();
    target.url = await startService("ok");
    await userEvent.setup().click(within(form.dialog).getByRole("button", { name: block.labels.submit }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull(), { timeout: 10_000 });
    expect(alertSpy.mock.calls).toEqual([["Formulário enviado com sucesso, aguarde que entraremos em contato."]]);
  });
});
