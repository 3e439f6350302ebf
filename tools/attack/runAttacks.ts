/**
 * The whole attack run, in order: the editor service without a trusted proxy (accounts, the Editor's direct actions,
 * CSRF, traversal, weak passwords, invitations, guessing from one address), then behind a trusted proxy (locking the
 * owner out), then the site (a link out of public/, the A/B recorder, variants' addresses, traversal). Each attack
 * that cannot be carried out is a finding of its own, so the run always ends with its verdict.
 */
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { addAccounts, startService, stopService, type ServiceProcess } from "../bench/serviceProcess.ts";
import { removeServiceProject, type ServiceProject } from "../bench/serviceProject.ts";
import { startProductionServer } from "../bench/servers.ts";
import { runNpm } from "../bench/runNpm.ts";
import { accept, invitationAttacks, personId, unlockIsRecorded, weakPasswordAttacks } from "./accountAttacks.ts";
import { addRunningTest, attackProject, ATTACK_TEST } from "./attackProject.ts";
import { editorActionAttacks } from "./editorActions.ts";
import { csrfAttack, traversalAttack } from "./requestAttacks.ts";
import { invitationToken, serviceClient, type ServiceClient } from "./serviceClient.ts";
import { guessingFromOneAddress, guessingFromOneNetwork, ownerLockOut } from "./signInAttacks.ts";
import { publicFolderLinkAttack, recorderAttacks, symlinkAttack } from "./siteAttacks.ts";
import { twoStepAttacks } from "./twoStepAttacks.ts";
import { brokenAttack, type Finding } from "./verdict.ts";

/** A password no list holds, the same for every account the run makes. */
const PASSWORD = `Ataque-${randomBytes(12).toString("base64url")}`;
const ADMIN = "admin@empresa.com.br";
/** The account whose owner the attacker tries to lock out, and whose second step is attacked. */
const owner = { email: "dona@empresa.com.br", password: PASSWORD };

/** Runs `attack`, reporting each finding as it comes; a failure to attack is a finding too. */
async function attempt(name: string, report: (finding: Finding) => void, attack: () => Promise<Finding | Finding[]>) {
  try {
    for (const finding of [await attack()].flat()) report(finding);
  } catch (error) {
    report(brokenAttack(name, error));
  }
}

/** A client of a running service (its public address is localhost at its port, as readConfig makes it). */
const clientOf = (service: ServiceProcess) =>
  serviceClient(service.url, `http://localhost:${new URL(service.url).port}`);

/** An account made through an administrator's invitation: its session's cookie and id. */
async function invited(client: ServiceClient, adminCookie: string, email: string, role: string) {
  const invitation = await client.call("POST", "pessoas", { cookie: adminCookie, body: { email, role } });
  const reply = await accept(client, invitationToken(invitation), email.split("@")[0]!, PASSWORD);
  if (!reply.cookie) throw new Error(`a conta ${email} não foi criada: ${reply.status} ${reply.text}`);
  return { email, password: PASSWORD, cookie: reply.cookie, id: await personId(client, reply.cookie) };
}

/** The service's attacks, without a trusted proxy then with one. */
async function serviceAttacks(project: ServiceProject, report: (finding: Finding) => void): Promise<void> {
  await addAccounts(project, [ADMIN], PASSWORD, "admin");
  let service = await startService(project);
  try {
    const client = clientOf(service);
    const admin = await client.signIn(ADMIN, PASSWORD);
    if (!admin.cookie) throw new Error(`o administrador não entrou: ${admin.status} ${admin.text}`);
    const adminCookie = admin.cookie;
    const adminId = await personId(client, adminCookie);
    const editor = await invited(client, adminCookie, "editora@empresa.com.br", "editor");
    const target = await invited(client, adminCookie, "alvo@empresa.com.br", "editor");
    await invited(client, adminCookie, owner.email, "publisher");
    await attempt("Editor direto na API", report, () =>
      editorActionAttacks(client, project, { editorCookie: editor.cookie, editorId: editor.id, adminId }),
    );
    await attempt("CSRF", report, () => csrfAttack(client, adminCookie, admin.sessionLine ?? ""));
    await attempt("Caminhos com ../ na API", report, () => traversalAttack(client, project, adminCookie));
    await attempt("Senhas fracas", report, () => weakPasswordAttacks(client, adminCookie, editor.cookie, PASSWORD));
    await attempt("Convites", report, () => invitationAttacks(client, adminCookie, PASSWORD));
    await attempt("Palpites de um endereço", report, () => guessingFromOneAddress(client, target));
    await attempt("Registro de bloqueios", report, () => unlockIsRecorded(client, adminCookie, target.email));
    await attempt("Bloquear a dona", report, () => ownerLockOut(client, owner, "connection"));
  } finally {
    await stopService(service);
  }
  service = await startService(project, 120_000, { EDITOR_TRUST_PROXY: "1" });
  try {
    const client = clientOf(service);
    await attempt("Bloquear a dona", report, () => ownerLockOut(client, owner, "proxy"));
    await attempt("Duas etapas", report, () => twoStepAttacks(client, owner));
    await attempt("Rede IPv6", report, () => guessingFromOneNetwork(client, { email: "alvo@empresa.com.br" }));
  } finally {
    await stopService(service);
  }
}

/** The site's attacks: the link out of public/ first, then a build with a running test served by `npm run serve`. */
async function siteAttacks(project: ServiceProject, report: (finding: Finding) => void): Promise<void> {
  await attempt("Link simbólico em public/", report, () => symlinkAttack(project.dir));
  await attempt("public/ como link", report, () => publicFolderLinkAttack(project.dir));
  addRunningTest(project);
  await runNpm(project.dir, "build");
  const site = await startProductionServer(project.dir);
  try {
    const records = join(project.dir, ".data", "experiments", `${ATTACK_TEST}.jsonl`);
    await attempt("Registro A/B", report, () => recorderAttacks(site.url, records, ATTACK_TEST));
  } finally {
    await site.stop();
  }
}

/** Every attack on a fresh copy of `root`; `report` gets each finding as it is known. */
export async function runAttacks(root: string, report: (finding: Finding) => void): Promise<void> {
  const project = await attackProject(root);
  try {
    await attempt("Serviço do editor", report, async () => (await serviceAttacks(project, report), []));
    await attempt("Site", report, async () => (await siteAttacks(project, report), []));
  } finally {
    removeServiceProject(project);
  }
}
