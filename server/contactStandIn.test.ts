// @vitest-environment node
import { existsSync, readFileSync, rmSync, statSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sendContact } from "../blocks/contactForm/sendContact.ts";
import { listenOnLoopback, sampleBuild } from "../tests/helpers/sampleBuild.ts";
import type { ContactLimits } from "./contactLimits.ts";
import { createSiteServer } from "./createSiteServer.ts";

const dist = await sampleBuild();
const contactsFile = join(dist, "..", ".data", "contacts.jsonl");
const LEAD = { nome: "Ana", email: "ana@exemplo.com", telefone: "44999990000" };

let close: () => void = () => {};
afterEach(() => {
  close();
  rmSync(contactsFile, { force: true });
});

/** The site server with the contact stand-in under `limits`, and the clock its windows read. */
async function serve(limits: Partial<ContactLimits> = {}) {
  const clock = { now: 1_000_000 };
  const server = createSiteServer({
    distDir: dist,
    routes: ["/"],
    standIns: {
      mode: "ok",
      contactsFile,
      linkFor: () => undefined,
      contactLimits: { now: () => clock.now, ...limits },
    },
  });
  close = () => server.close();
  return { base: await listenOnLoopback(server), clock };
}

/** A POST to /api/contato with `headers`, from the loopback address `from`: its status, headers and JSON. */
function post(base: string, headers: Record<string, string>, body = JSON.stringify(LEAD), from = "127.0.0.1") {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Record<string, string> }>(
    (resolve, reject) => {
      const sent = request(`${base}/api/contato`, { method: "POST", headers, localAddress: from, agent: false });
      sent.on("error", reject);
      sent.on("response", (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, string>,
          }),
        );
      });
      sent.end(body);
    },
  );
}

const JSON_TYPE = { "Content-Type": "application/json" };
const savedLines = () => (existsSync(contactsFile) ? readFileSync(contactsFile, "utf8").trim().split("\n") : []);

describe("the contact stand-in", () => {
  it("takes the contact form as the site sends it (sendContact: JSON), and from the site's own page", async () => {
    const { base } = await serve();
    expect(await sendContact(`${base}/api/contato`, { ...LEAD, termos: true }, { timeoutMs: 5_000 })).toBe("ok");
    const sameSite = { ...JSON_TYPE, Origin: base, "Sec-Fetch-Site": "same-origin" };
    expect((await post(base, sameSite)).status).toBe(200);
    expect(savedLines()).toHaveLength(2);
  });

  it("refuses a body that is not declared as JSON (a form or text/plain, which any site may send)", async () => {
    const { base } = await serve();
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      expect(await post(base, { "Content-Type": type })).toMatchObject({
        status: 415,
        body: {
          status: "json-obrigatorio",
          mensagem: "Envie o contato como JSON (Content-Type: application/json).",
        },
      });
    }
    expect(savedLines()).toEqual([]);
  });

  it.each([
    ["another site's Origin", { Origin: "https://outro-site.example" }],
    ["an Origin on another port", { Origin: "http://127.0.0.1:1" }],
    ["the Origin of a sandboxed frame (null)", { Origin: "null" }],
    ["a browser that says cross-site", { "Sec-Fetch-Site": "cross-site" }],
  ])("refuses %s with 403", async (_case, headers) => {
    const { base } = await serve();
    expect(await post(base, { ...JSON_TYPE, ...headers })).toMatchObject({
      status: 403,
      body: {
        status: "origem-recusada",
        mensagem: "Só as páginas deste site podem enviar contatos a este serviço de teste.",
      },
    });
    expect(savedLines()).toEqual([]);
  });

  it("takes 10 contacts a minute from each address, says when to try again, and takes more once the minute ends", async () => {
    const { base, clock } = await serve();
    for (let sent = 0; sent < 10; sent++) expect((await post(base, JSON_TYPE)).status).toBe(200);
    clock.now += 45_000;
    const refused = await post(base, JSON_TYPE);
    expect([refused.status, refused.headers["retry-after"], refused.body]).toEqual([
      429,
      "15",
      {
        status: "muitos-envios",
        mensagem: "Contatos demais em pouco tempo: o limite é 10 por minuto. Tente de novo em 15 segundos.",
      },
    ]);
    // Another address is counted apart.
    expect((await post(base, JSON_TYPE, undefined, "127.0.0.2")).status).toBe(200);
    clock.now += 15_000;
    expect((await post(base, JSON_TYPE)).status).toBe(200);
    expect(savedLines()).toHaveLength(12);
  });

  it("stops writing once the contacts file passes its cap, answering 507 with what to do", async () => {
    const { base } = await serve({ maxFileBytes: 300, perWindow: 100 });
    const statuses: number[] = [];
    for (let sent = 0; sent < 6; sent++) statuses.push((await post(base, JSON_TYPE)).status);
    const lineBytes = readFileSync(contactsFile, "utf8").split("\n")[0]!.length + 1;
    const taken = Math.ceil(300 / lineBytes);
    expect(statuses).toEqual([...Array(taken).fill(200), ...Array(6 - taken).fill(507)]);
    expect(statSync(contactsFile).size).toBe(taken * lineBytes);
    const refused = await post(base, JSON_TYPE);
    expect(refused.body).toEqual({
      status: "arquivo-cheio",
      mensagem: `O arquivo de contatos do serviço de teste passou de 300 bytes e não recebe mais nenhum: este serviço é só para testar o site neste computador. Apague ou mova ${contactsFile} para receber contatos de novo.`,
    });
  });
});
