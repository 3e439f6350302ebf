/**
 * Accounts: passwords attackers try first, on an invitation and on a change of password; invitations whose sender
 * was removed, lost the role that allowed them, or were revoked; and a lock and an unlock in "Registro de atividades".
 */
import { invitationToken, type ServiceClient } from "./serviceClient.ts";
import { judged, type Finding } from "./verdict.ts";

/** Passwords on every attacker's first list, each at least 12 characters but one. */
const WEAK = [
  "1234567890",
  "123456789012",
  "aaaaaaaaaaaa",
  "password1234",
  "senhasenha12",
  "brasil123456",
  "qwertyuiop12",
];

/** An administrator's invitation to `email` with `role`: its token. */
async function invite(client: ServiceClient, cookie: string, email: string, role: string): Promise<string> {
  const reply = await client.call("POST", "pessoas", { cookie, body: { email, role } });
  if (reply.status !== 200) throw new Error(`convite para ${email}: ${reply.status} ${reply.text}`);
  return invitationToken(reply);
}

/** Accepts an invitation: the answer, with the new session's cookie. */
export const accept = (client: ServiceClient, token: string, name: string, password: string) =>
  client.call("POST", `convites/${token}`, { body: { name, password } });

/** The id of the person signed in with `cookie`. */
export async function personId(client: ServiceClient, cookie: string): Promise<number> {
  const reply = await client.call("GET", "sessao", { cookie });
  return (JSON.parse(reply.text) as { person: { id: number } }).person.id;
}

/** Weak passwords on an invitation and on a password change (the Editor's, signed in with `editorCookie`). */
export async function weakPasswordAttacks(
  client: ServiceClient,
  adminCookie: string,
  editorCookie: string,
  editorPassword: string,
): Promise<Finding> {
  const token = await invite(client, adminCookie, "fraca@empresa.com.br", "editor");
  const accepted: string[] = [];
  for (const password of WEAK) {
    const onInvitation = await accept(client, token, "Pessoa Fraca", password);
    if (onInvitation.status === 200) accepted.push(`${password} (convite)`);
    const onChange = await client.call("PUT", "conta/senha", {
      cookie: editorCookie,
      body: { current: editorPassword, password },
    });
    if (onChange.status === 200) accepted.push(`${password} (troca de senha)`);
  }
  return judged(
    "Senhas fracas no convite e na troca de senha",
    accepted.length === 0,
    accepted.length === 0
      ? `${WEAK.length} senhas comuns recusadas nos dois lugares`
      : `aceitas: ${accepted.join(", ")}`,
    "low",
  );
}

/** Invitations that must have died: their sender removed, their sender's role lost, revoked. */
export async function invitationAttacks(
  client: ServiceClient,
  adminCookie: string,
  strongPassword: string,
): Promise<Finding> {
  const senders = [];
  for (const name of ["removida", "rebaixada"]) {
    const cookie = (
      await accept(client, await invite(client, adminCookie, `${name}@empresa.com.br`, "admin"), name, strongPassword)
    ).cookie;
    if (!cookie) throw new Error(`o convite de ${name} não criou a conta`);
    senders.push({ cookie, id: await personId(client, cookie) });
  }
  const [removed, demoted] = senders as [{ cookie: string; id: number }, { cookie: string; id: number }];
  const fromRemoved = await invite(client, removed.cookie, "via-removida@empresa.com.br", "admin");
  const fromDemoted = await invite(client, demoted.cookie, "via-rebaixada@empresa.com.br", "admin");
  const revoked = await invite(client, adminCookie, "revogada@empresa.com.br", "admin");
  await client.call("DELETE", `pessoas/${removed.id}`, { cookie: adminCookie });
  await client.call("PUT", `pessoas/${demoted.id}`, { cookie: adminCookie, body: { role: "editor" } });
  const listing = JSON.parse((await client.call("GET", "pessoas", { cookie: adminCookie })).text) as {
    invitations: { id: number; email: string }[];
  };
  const pending = listing.invitations.find((invitation) => invitation.email === "revogada@empresa.com.br");
  if (pending) await client.call("DELETE", `convites-pendentes/${pending.id}`, { cookie: adminCookie });
  const removedAsks = (await client.call("GET", "pessoas", { cookie: removed.cookie })).status;
  const demotedAsks = (await client.call("GET", "pessoas", { cookie: demoted.cookie })).status;
  const cases = { "remetente removida": fromRemoved, "remetente sem o papel": fromDemoted, revogado: revoked };
  const answers = await Promise.all(
    Object.entries(cases).map(
      async ([label, token]) => `${label}: ${(await accept(client, token, "Intrusa", strongPassword)).status}`,
    ),
  );
  return judged(
    "Convites de administrador depois de remover, rebaixar ou revogar",
    answers.every((answer) => answer.endsWith("410")) && removedAsks === 401 && demotedAsks === 403,
    `${answers.join("; ")}${pending ? "" : "; o convite revogado não estava na lista"} (410 esperado); "Pessoas" pela sessão da removida: ${removedAsks}, da rebaixada: ${demotedAsks}`,
    "medium",
  );
}

/** Locks and unlocks are in "Registro de atividades" after an administrator unlocks `email` (locked by the attacks). */
export async function unlockIsRecorded(client: ServiceClient, adminCookie: string, email: string): Promise<Finding> {
  const listing = JSON.parse((await client.call("GET", "pessoas", { cookie: adminCookie })).text) as {
    people: { id: number; email: string; locked: boolean }[];
  };
  const person = listing.people.find((each) => each.email === email);
  const unlocked = person && (await client.call("POST", `pessoas/${person.id}/desbloquear`, { cookie: adminCookie }));
  const log = (await client.call("GET", "registro", { cookie: adminCookie })).text;
  const recorded = log.includes("bloqueou a entrada de") && log.includes("desbloqueou a entrada de");
  return judged(
    "Bloqueio e desbloqueio no Registro de atividades",
    Boolean(person?.locked) && unlocked?.status === 200 && recorded,
    `a conta aparecia bloqueada: ${person?.locked ?? "não achada"}; desbloquear: ${unlocked?.status}; no registro: ${recorded}`,
    "low",
  );
}
