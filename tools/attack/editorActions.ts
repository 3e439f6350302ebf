/**
 * Every action of an Editor that would change the site, sent straight to the API with the Editor's session: those
 * that need another role must be refused (403); those an Editor may take must stay drafts, leaving the checkout, its
 * HEAD and the remote as they were.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ServiceProject } from "../bench/serviceProject.ts";
import type { ServiceClient } from "./serviceClient.ts";
import { siteChanges, siteState } from "./siteState.ts";
import { judged, type Finding } from "./verdict.ts";

/** An action: its method, path and body. */
type Action = [method: string, path: string, body?: unknown];

const MESSAGE = { message: "Mudança enviada direto à API" };

/** Actions only a Publicador or an Administrador may take, by the ids of the people involved. */
function refusedActions(editorId: number, adminId: number): Action[] {
  return [
    ["POST", "publish/home", MESSAGE],
    ["DELETE", "pages/precos"],
    ["POST", "rascunhos/page/home/publicar", MESSAGE],
    ["POST", "site/publish", { ...MESSAGE, data: {} }],
    ["POST", "collections/segmentos/publish", MESSAGE],
    ["POST", "experiments/home/status", { ...MESSAGE, status: "running" }],
    ["POST", "experiments/home/winner", { ...MESSAGE, variant: "b" }],
    ["POST", "experiments/home/publish", MESSAGE],
    ["DELETE", "modelos/qualquer"],
    ["POST", "secoes/qualquer/publish", MESSAGE],
    ["POST", "biblioteca/imagens/excluir", { src: "/img/logo.svg" }],
    ["POST", "agenda", { kind: "page", name: "home", action: "publish", at: "2030-01-01T10:00", message: "x" }],
    ["DELETE", "agenda/1"],
    ["POST", "revisoes/page/home/devolver", { note: "x" }],
    ["GET", "pessoas"],
    ["POST", "pessoas", { email: "comparsa@exemplo.com", role: "admin" }],
    ["PUT", `pessoas/${editorId}`, { role: "admin" }],
    ["DELETE", `pessoas/${adminId}`],
    ["POST", `pessoas/${adminId}/desbloquear`],
    ["DELETE", "convites-pendentes/1"],
    ["PUT", "duas-etapas-obrigatoria", { required: false }],
    ["GET", "registro"],
  ];
}

/** Actions an Editor may take, each of which must stay a draft: by the project's own files. */
function draftedActions(project: ServiceProject, test: string): Action[] {
  const home = JSON.parse(readFileSync(join(project.dir, "site.config/pages/home.json"), "utf8"));
  const site = JSON.parse(readFileSync(join(project.dir, "site.config/site.json"), "utf8"));
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
  return [
    ["PUT", `experiments/${test}`, { data: running, version: null, force: true }],
    ["PUT", `rascunhos/experiment/${test}`, { data: running, version: null, revision: 0 }],
    ["POST", "modelos", { name: "Modelo do ataque", block: home.blocks[0] }],
    ["POST", "biblioteca/imagens/renomear", { src: "/img/logo-cliente-1.svg", name: "renomeada-pelo-ataque" }],
    [
      "POST",
      `biblioteca/imagens/substituir/${encodeURIComponent("/img/ataque.webp")}`,
      readFileSync(join(project.dir, "public/img/ataque.webp")),
    ],
    ["POST", "images/enviada-pelo-ataque.webp", readFileSync(join(project.dir, "public/img/ataque.webp"))],
    [
      "PUT",
      "rascunhos/site/site",
      { data: { ...site, brand: { ...site.brand, name: "Marca do ataque" } }, version: null, revision: 0 },
    ],
    ["POST", "collections", { name: "colecao-do-ataque", page: "colecao-do-ataque", newPage: true }],
    ["POST", "revisoes/page/home", { note: "Publique, por favor" }],
  ];
}

/** Sends each action as the Editor whose cookie is given; one finding for the refused ones, one for the drafted. */
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
  const allowed: string[] = [];
  for (const action of refusedActions(people.editorId, people.adminId)) {
    const reply = await send(action);
    if (reply.status !== 403) allowed.push(`${action[0]} ${action[1]} → ${reply.status}`);
  }
  const refusedChanges = siteChanges(before, siteState(project));
  const refusedCount = refusedActions(0, 0).length;
  const findings = [
    judged(
      "Editor: ações de Publicador e Administrador direto na API",
      allowed.length === 0 && refusedChanges.length === 0,
      allowed.length === 0
        ? `${refusedCount} ações (publicar, excluir, A/B iniciar/pausar/encerrar, modelos, agenda, pessoas, duas etapas) recusadas com 403`
        : `aceitas: ${allowed.join("; ")}${refusedChanges.length ? `; ${refusedChanges.join(", ")}` : ""}`,
      "high",
    ),
  ];
  const variant = await send(["POST", "pages/home/variants", { goal: "either" }]);
  const test = variant.status === 201 ? (JSON.parse(variant.text) as { test: string }).test : "home";
  const changed: string[] = [];
  const answers: string[] = [`POST pages/home/variants → ${variant.status}`];
  const afterVariant = siteChanges(before, siteState(project));
  if (afterVariant.length) changed.push(`POST pages/home/variants: ${afterVariant.join(", ")}`);
  for (const action of draftedActions(project, test)) {
    const start = siteState(project);
    const reply = await send(action);
    answers.push(`${action[0]} ${action[1].split("/").slice(0, 3).join("/")} → ${reply.status}`);
    const changes = siteChanges(start, siteState(project));
    if (changes.length) changed.push(`${action[0]} ${action[1]}: ${changes.join(", ")}`);
  }
  findings.push(
    judged(
      "Editor: variante, pesos A/B, modelo, imagens, configurações do site e coleção direto na API",
      changed.length === 0,
      changed.length === 0
        ? `só rascunhos: checkout, HEAD e repositório do site intactos (${answers.join("; ")})`
        : changed.join("; "),
      "medium",
    ),
  );
  return findings;
}
