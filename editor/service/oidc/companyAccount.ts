import type { ServiceConfig } from "../config.ts";
import type { People, Person } from "../people/people.ts";
import { normalEmail } from "../people/people.ts";

/** What the provider's ID token says about the person. */
export interface CompanyClaims {
  sub?: unknown;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  /** Google Workspace's hosted domain. */
  hd?: unknown;
}

/**
 * The account a company sign-in opens, or why none (pt-BR): the provider must vouch for the e-mail; with a company
 * domain configured, the e-mail (and Google's hosted domain, when given) must be of that domain, and a person of it
 * without an account gets one as Editor, the role with least power; without a domain, only invited people get in.
 */
export function companyAccount(
  claims: CompanyClaims,
  oidc: NonNullable<ServiceConfig["oidc"]>,
  people: People,
  now: number,
): { person: Person; created: boolean } | { problem: string } {
  if (typeof claims.email !== "string" || claims.email_verified !== true)
    return {
      problem:
        "O provedor da empresa não confirmou seu e-mail. Entre com e-mail e senha, ou fale com o suporte da empresa.",
    };
  const email = normalEmail(claims.email);
  const domain = oidc.domain?.toLowerCase();
  if (domain && (!email.endsWith(`@${domain}`) || (claims.hd !== undefined && claims.hd !== domain)))
    return { problem: `Só contas da empresa (@${domain}) entram no editor. Você entrou como ${email}.` };
  const existing = people.withPassword(email);
  if (existing) {
    const { passwordHash: _hash, ...person } = existing;
    return { person, created: false };
  }
  if (!domain) return { problem: `${email} não tem conta no editor. Peça um convite a quem administra o editor.` };
  const name = typeof claims.name === "string" && claims.name.trim() ? claims.name : email.split("@")[0]!;
  const person = people.add({ name, email, role: "editor" }, null, now);
  return person ? { person, created: true } : { problem: "Não foi possível criar sua conta agora. Tente de novo." };
}
