/**
 * Every route of the service an Editor's session reaches, sent straight to the API (editorRoutes.ts walks the
 * service's own table): those that need another role must be refused (403); those an Editor may send must leave the
 * checkout, its HEAD and the remote as they were — their work stays drafts and requests for review.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ServiceProject } from "../bench/serviceProject.ts";
import { addressOf, refusedToEditors, routeName, sendingAsEditor, unreached } from "./editorRoutes.ts";
import type { Reply, ServiceClient } from "./serviceClient.ts";
import { siteChanges, siteState } from "./siteState.ts";
import { brokenAttack, judged, type Finding } from "./verdict.ts";

/** A request: its method, path and body. */
type Action = [method: string, path: string, body?: unknown];

const MESSAGE = { message: "Mudança enviada direto à API" };
/** The model of a section the Editor saves: its file name follows from its name ("Modelo do ataque"). */
const MODEL = "modelo-do-ataque";
const COLLECTION = "colecao-do-ataque";

/**
 * What each refused route is sent with, where it matters: the role's check comes before the body is read, so these
 * are what an attacker would want done (make themselves administrator, remove the administrator, run a test).
 */
function refusedBodies(editorId: number, adminId: number): Record<string, [params: Record<string, string>, unknown]> {
  return {
    "POST pessoas": [{}, { email: "comparsa@exemplo.com", role: "admin" }],
    "PUT pessoas/:id": [{ id: String(editorId) }, { role: "admin" }],
    "DELETE pessoas/:id": [{ id: String(adminId) }, undefined],
    "POST pessoas/:id/desbloquear": [{ id: String(adminId) }, undefined],
    "PUT duas-etapas-obrigatoria": [{}, { required: false }],
    "POST site/publish": [{}, { ...MESSAGE, data: {} }],
    "POST biblioteca/imagens/excluir": [{}, { src: "/img/logo.svg" }],
    "POST agenda": [{}, { kind: "page", name: "home", action: "publish", at: "2030-01-01T10:00", message: "x" }],
    "POST revisoes/:kind/:name/devolver": [{}, { note: "x" }],
  };
}

/** Every route an Editor's role refuses, sent at the project's real things. */
function refusedActions(editorId: number, adminId: number): Action[] {
  const bodies = refusedBodies(editorId, adminId);
  return refusedToEditors().map((route) => {
    const [parts, body] = bodies[routeName(route)] ?? [{}, route.method === "GET" ? undefined : MESSAGE];
    return [route.method, addressOf(route.path, parts), body];
  });
}

/**
 * What an Editor may send that does something (each must answer 2xx, or the attack proves nothing): a test run and
 * ended with a winner, a model of a section saved, renamed and changed, images sent, replaced and renamed, the site's
 * settings, a collection, a review asked.
 */
function workingActions(project: ServiceProject, test: string): Action[] {
  const home = JSON.parse(readFileSync(join(project.dir, "site.config/pages/home.json"), "utf8"));
  const site = JSON.parse(readFileSync(join(project.dir, "site.config/site.json"), "utf8"));
  const image = readFileSync(join(project.dir, "public/img/ataque.webp"));
  const running = {
    $schema: "../../schema/experiment.schema.json",
    name: "Teste do ataque",
    page: "home",
    goal: "either",
    status: "running",
    variants: [
      { name: "original", weight: 1 },
      { name: "b", weight: 99 },
    ],
  };
  const model = { $schema: "../../schema/section.schema.json", name: "Modelo do ataque", block: home.blocks[0] };
  return [
    ["PUT", `experiments/${test}`, { data: running, version: null, force: true }],
    ["PUT", `rascunhos/experiment/${test}`, { data: running, version: null, revision: 0 }],
    ["POST", `experiments/${test}/status`, { ...MESSAGE, status: "paused" }],
    ["POST", `experiments/${test}/winner`, { ...MESSAGE, variant: "b" }],
    ["POST", "modelos", { name: model.name, block: model.block }],
    ["PUT", `modelos/${MODEL}`, { name: "Modelo do ataque renomeado" }],
    ["PUT", `secoes/${MODEL}`, { data: model, version: null, force: true }],
    ["POST", "biblioteca/imagens/renomear", { src: "/img/logo-cliente-1.svg", name: "renomeada-pelo-ataque" }],
    ["POST", `biblioteca/imagens/substituir/${encodeURIComponent("/img/ataque.webp")}`, image],
    ["POST", "images/enviada-pelo-ataque.webp", image],
    [
      "PUT",
      "rascunhos/site/site",
      { data: { ...site, brand: { ...site.brand, name: "Marca do ataque" } }, version: null, revision: 0 },
    ],
    ["POST", "collections", { name: COLLECTION, page: COLLECTION, newPage: true }],
    ["POST", "revisoes/page/home", { note: "Publique, por favor" }],
    ["POST", "previas/page/home"],
    ["POST", "presenca/page/home"],
    ["DELETE", "presenca/page/home"],
    ["PUT", "conta/avisos", { wanted: { reviewAsked: false } }],
    ["POST", "conta/duas-etapas/inicio"],
    ["DELETE", "rascunhos/site/site"],
  ];
}

/**
 * What an Editor may send that changes nothing whatever its answer: checks and comparisons of data as edited, a new
 * page's starting point, a wrong current password or code on their own account, something already gone.
 */
function otherActions(test: string): Action[] {
  const data = { data: { title: "Dados do ataque" } };
  return [
    ["POST", "validate", { name: "home", ...data }],
    ["POST", "drafts", { name: "pagina-do-ataque", route: "/pagina-do-ataque", start: { kind: "copy", page: "home" } }],
    ["POST", "compare/home", data],
    ["POST", `collections/${COLLECTION}/compare`, data],
    ["POST", `collections/${COLLECTION}/validate`, data],
    ["POST", "site/compare", data],
    ["POST", "site/validate", data],
    ["POST", `experiments/${test}/compare`, data],
    ["POST", `experiments/${test}/validate`, data],
    ["POST", `secoes/${MODEL}/compare`, data],
    ["POST", `secoes/${MODEL}/validate`, data],
    ["PUT", "conta/senha", { current: "nao-e-a-senha-atual", password: "Outra-senha-do-ataque-2026" }],
    ["POST", "conta/duas-etapas", { code: "000000" }],
    ["POST", "conta/duas-etapas/desativar", { code: "000000" }],
    ["DELETE", "previas/page/home/999999"],
    ["DELETE", "rascunhos/page/home/pendente"],
  ];
}

/** A short name of a request for the run's line: its method and first three parts. */
const shortName = ([method, path]: Action, reply: Reply) =>
  `${method} ${path.split("/").slice(0, 3).join("/")} → ${reply.status}`;

/** Sends each action as the Editor whose cookie is given; one finding for the refused ones, one for the rest. */
export async function editorActionAttacks(
  client: ServiceClient,
  project: ServiceProject,
  people: { editorCookie: string; editorId: number; adminId: number },
): Promise<Finding[]> {
  const send = ([method, path, body]: Action) =>
    client.call(method, path, {
      cookie: people.editorCookie,
      body: body instanceof Buffer ? new Uint8Array(body) : body,
    });
  const before = siteState(project);
  const refused = refusedActions(people.editorId, people.adminId);
  const allowed: string[] = [];
  for (const action of refused) {
    const reply = await send(action);
    if (reply.status !== 403) allowed.push(`${action[0]} ${action[1]} → ${reply.status}`);
  }
  const refusedChanges = siteChanges(before, siteState(project));
  const findings = [
    judged(
      "Editor: ações de Publicador e Administrador direto na API",
      allowed.length === 0 && refusedChanges.length === 0,
      allowed.length === 0
        ? `${refused.length} rotas (publicar, excluir, agenda, devolver, pessoas, convites, duas etapas, registro) recusadas com 403`
        : `aceitas: ${allowed.join("; ")}${refusedChanges.length ? `; ${refusedChanges.join(", ")}` : ""}`,
      "high",
    ),
  ];
  const variant: Action = ["POST", "pages/home/variants", { goal: "either" }];
  const created = await send(variant);
  const test = created.status === 201 ? (JSON.parse(created.text) as { test: string }).test : "home";
  const working = workingActions(project, test);
  const others = otherActions(test);
  const changed: string[] = [];
  const idle: string[] = [];
  const answers = [shortName(variant, created)];
  if (created.status !== 201) idle.push(answers[0]!);
  const afterVariant = siteChanges(before, siteState(project));
  if (afterVariant.length) changed.push(`${variant[0]} ${variant[1]}: ${afterVariant.join(", ")}`);
  for (const action of [...working, ...others]) {
    const start = siteState(project);
    const reply = await send(action);
    answers.push(shortName(action, reply));
    if (working.includes(action) && (reply.status < 200 || reply.status > 299)) idle.push(shortName(action, reply));
    const changes = siteChanges(start, siteState(project));
    if (changes.length) changed.push(`${action[0]} ${action[1]}: ${changes.join(", ")}`);
  }
  const unattacked = unreached(sendingAsEditor(), [variant, ...working, ...others]);
  const name =
    "Editor: toda rota que um Editor pode chamar direto na API (rascunhos, testes A/B, modelos, imagens, site)";
  if (changed.length === 0 && (unattacked.length || idle.length))
    findings.push(
      brokenAttack(
        name,
        new Error(
          [
            unattacked.length && `rotas sem ataque: ${unattacked.join(", ")}`,
            idle.length && `pedidos sem efeito: ${idle.join("; ")}`,
          ]
            .filter(Boolean)
            .join("; "),
        ),
      ),
    );
  else
    findings.push(
      judged(
        name,
        changed.length === 0,
        changed.length === 0
          ? `${answers.length} pedidos, todas as ${sendingAsEditor().length} rotas; só rascunhos e pedidos de revisão: checkout, HEAD e repositório do site intactos (${answers.join("; ")})`
          : changed.join("; "),
        "medium",
      ),
    );
  return findings;
}
