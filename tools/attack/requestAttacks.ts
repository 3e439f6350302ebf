/**
 * Requests a page of another site could make with an administrator's cookie (CSRF: no Origin of the editor's, a form's
 * type, a browser's cross-site mark), and addresses that climb out of the folders they name (path traversal).
 */
import type { ServiceProject } from "../bench/serviceProject.ts";
import { SERVICE_ROUTES } from "../../editor/service/serviceApi.ts";
import { addressOf } from "./editorRoutes.ts";
import type { ServiceClient } from "./serviceClient.ts";
import { siteChanges, siteState } from "./siteState.ts";
import { judged, type Finding } from "./verdict.ts";

/** What the system's password file starts with: a body holding it was read from outside the project. */
export const PASSWORD_FILE = /root:[^:\n]*:0:0:/;

/**
 * Inviting an accomplice as an administrator, sent as another site's page would, with the administrator's cookie;
 * and the cookie's own guard (`sessionLine`, its Set-Cookie): SameSite=Strict, HttpOnly.
 */
export async function csrfAttack(client: ServiceClient, adminCookie: string, sessionLine: string): Promise<Finding> {
  const body = { email: "comparsa@exemplo.com", role: "admin" };
  const tries = {
    "outra origem": { origin: "https://atacante.example" },
    "formulário sem Origin (text/plain)": { origin: "", "content-type": "text/plain" },
    "marcado cross-site sem Origin": { origin: "", "sec-fetch-site": "cross-site" },
    "marcado same-site sem Origin": { origin: "", "sec-fetch-site": "same-site" },
  };
  const answers: string[] = [];
  for (const [label, headers] of Object.entries(tries))
    answers.push(`${label}: ${(await client.call("POST", "pessoas", { cookie: adminCookie, body, headers })).status}`);
  const listing = (await client.call("GET", "pessoas", { cookie: adminCookie })).text;
  const invited = listing.includes(body.email);
  const guarded = /SameSite=Strict/i.test(sessionLine) && /HttpOnly/i.test(sessionLine);
  // Every other route that changes something, as another site's page would send it: refused before it is read. A
  // form only posts; a PUT or DELETE from another site is a CORS request, which always carries Origin.
  const passed: string[] = [];
  const sending = SERVICE_ROUTES.filter((route) => route.method !== "GET");
  for (const route of sending)
    for (const headers of route.method === "POST"
      ? [tries["outra origem"], tries["formulário sem Origin (text/plain)"]]
      : [tries["outra origem"]]) {
      const reply = await client.call(route.method, addressOf(route.path), { cookie: adminCookie, body: {}, headers });
      if (reply.status !== 403)
        passed.push(`${route.method} ${route.path} (${headers.origin || "sem Origin"}) → ${reply.status}`);
    }
  return judged(
    "CSRF: convite de administrador e toda rota que muda algo, pedidos por outro site",
    !invited && guarded && answers.every((answer) => /: 4\d\d$/.test(answer)) && passed.length === 0,
    `${answers.join("; ")}; convite criado: ${invited ? "sim" : "não"}; cookie da sessão SameSite=Strict e HttpOnly: ${guarded ? "sim" : "não"}; ${passed.length ? `aceitas de outro site: ${passed.join(", ")}` : `as ${sending.length} rotas que mudam algo recusadas de outra origem (e as POST como formulário)`}`,
    "high",
  );
}

const UP = "..%2F..%2F..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd";

/** Addresses and names that climb out of their folders, read and written with the administrator's cookie. */
export async function traversalAttack(
  client: ServiceClient,
  project: ServiceProject,
  adminCookie: string,
): Promise<Finding> {
  const reads = [
    `pages/${UP}`,
    `rascunhos/page/${UP}`,
    `history/${UP}`,
    `secoes/${UP}`,
    `experiments/${UP}`,
    `collections/${UP}`,
    `testes/${UP}/resultado`,
    `/img/${UP}`,
    `/img/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd`,
    `/_editor/${UP}`,
    `/_editor/%2e%2e/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd`,
  ];
  const leaked: string[] = [];
  for (const path of reads) {
    const reply = await client.call("GET", path, { cookie: adminCookie });
    if (PASSWORD_FILE.test(reply.text)) leaked.push(path);
  }
  const before = siteState(project);
  const writes = [
    client.call("POST", "biblioteca/imagens/renomear", {
      cookie: adminCookie,
      body: { src: "/img/../../site.config/site.json", name: "fora" },
    }),
    client.call("POST", `images/${encodeURIComponent("../../site.config/pages/home.webp")}`, {
      cookie: adminCookie,
      body: new Uint8Array([0x52, 0x49, 0x46, 0x46]),
    }),
    client.call("PUT", `rascunhos/page/${encodeURIComponent("../../../../tmp/fora")}`, {
      cookie: adminCookie,
      body: { data: {}, version: null, revision: 0 },
    }),
  ];
  await Promise.all(writes);
  const changes = siteChanges(before, siteState(project));
  return judged(
    "Caminhos com ../ na API do editor (leituras e escritas)",
    leaked.length === 0 && changes.length === 0,
    leaked.length || changes.length
      ? `${leaked.length ? `leu /etc/passwd por ${leaked.join(", ")}` : ""} ${changes.join(", ")}`.trim()
      : `${reads.length} leituras e ${writes.length} escritas recusadas, nada lido nem escrito fora das pastas`,
    "high",
  );
}
