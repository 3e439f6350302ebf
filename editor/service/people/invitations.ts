import type { Role } from "../../shared/permissions.ts";
import type { ServiceDatabase } from "../database.ts";
import { newToken, tokenHash } from "../tokens.ts";

/** How long an invitation link stays valid. */
export const INVITATION_DAYS = 7;
const DAY = 24 * 60 * 60 * 1000;

/** An invitation as its link's token finds it. */
export interface Invitation {
  id: number;
  role: Role;
  /** The invited person's e-mail; none for the first administrator's link, who types theirs. */
  email: string | null;
  /** The administrator who sent it; none when it came from the service's machine (first access, the command). */
  invitedBy: number | null;
  /** The link printed at the first start: void once anyone has an account. */
  firstAccess: boolean;
  expiresAt: number;
}

/** One-time links that let a person create their account with a given role, valid for {@link INVITATION_DAYS} days. */
export class Invitations {
  constructor(private readonly db: ServiceDatabase) {}

  /** A new invitation; the token is returned once, for its link, and only its hash is kept. */
  create(invitation: Omit<Invitation, "id" | "expiresAt">, now: number): { token: string; expiresAt: number } {
    const token = newToken();
    const expiresAt = now + INVITATION_DAYS * DAY;
    this.db
      .prepare(
        "INSERT INTO invitations (token_hash, role, email, invited_by, first_access, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
      )
      .run(
        tokenHash(token),
        invitation.role,
        invitation.email,
        invitation.invitedBy,
        Number(invitation.firstAccess),
        expiresAt,
      );
    return { token, expiresAt };
  }

  /** The unused, unexpired invitation of `token`, or why there is none (pt-BR). */
  find(token: string, now: number): Invitation | { problem: string } {
    const row = this.db
      .prepare(
        "SELECT id, role, email, invited_by AS invitedBy, first_access AS firstAccess, expires_at AS expiresAt, used_at AS usedAt FROM invitations WHERE token_hash = ?",
      )
      .get(tokenHash(token)) as
      (Omit<Invitation, "firstAccess"> & { firstAccess: number; usedAt: number | null }) | undefined;
    if (!row) return { problem: "Este convite não existe. Confira o link ou peça um novo a quem administra o editor." };
    if (row.usedAt !== null) return { problem: "Este convite já foi usado. Entre com seu e-mail e senha." };
    if (row.expiresAt <= now) return { problem: "Este convite expirou. Peça um novo a quem administra o editor." };
    const { usedAt: _used, firstAccess, ...invitation } = row;
    return { ...invitation, firstAccess: firstAccess === 1 };
  }

  /** Marks an invitation used; false when another request used it first. */
  use(id: number, now: number): boolean {
    return (
      this.db.prepare("UPDATE invitations SET used_at = ? WHERE id = ? AND used_at IS NULL").run(now, id).changes > 0
    );
  }
}
