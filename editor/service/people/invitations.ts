import type { PendingInvitation } from "../../shared/accounts.ts";
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

const CANCELLED = "Este convite foi cancelado. Peça um novo a quem administra o editor.";

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

  /**
   * The unused, unexpired invitation of `token`, or why there is none (pt-BR). An invitation an administrator cancelled,
   * or whose sender no longer has an account or is no longer an administrator, is void.
   */
  find(token: string, now: number): Invitation | { problem: string } {
    const row = this.db
      .prepare(
        `SELECT invitations.id, invitations.role, invitations.email, invited_by AS invitedBy, first_access AS firstAccess,
           expires_at AS expiresAt, used_at AS usedAt, revoked_at AS revokedAt, people.role AS senderRole
         FROM invitations LEFT JOIN people ON people.id = invitations.invited_by WHERE token_hash = ?`,
      )
      .get(tokenHash(token)) as
      | (Omit<Invitation, "firstAccess"> & {
          firstAccess: number;
          usedAt: number | null;
          revokedAt: number | null;
          senderRole: Role | null;
        })
      | undefined;
    if (!row) return { problem: "Este convite não existe. Confira o link ou peça um novo a quem administra o editor." };
    if (row.usedAt !== null) return { problem: "Este convite já foi usado. Entre com seu e-mail e senha." };
    if (row.revokedAt !== null || (row.invitedBy !== null && row.senderRole !== "admin")) return { problem: CANCELLED };
    if (row.expiresAt <= now) return { problem: "Este convite expirou. Peça um novo a quem administra o editor." };
    const { usedAt: _used, revokedAt: _revoked, senderRole: _sender, firstAccess, ...invitation } = row;
    return { ...invitation, firstAccess: firstAccess === 1 };
  }

  /** The invitations still waiting to be accepted (not the first administrator's link), the newest first. */
  pending(now: number): PendingInvitation[] {
    return this.db
      .prepare(
        `SELECT invitations.id, invitations.email, invitations.role, people.name AS invitedBy, expires_at AS expiresAt
         FROM invitations LEFT JOIN people ON people.id = invitations.invited_by
         WHERE used_at IS NULL AND revoked_at IS NULL AND first_access = 0 AND expires_at > ?
           AND (invited_by IS NULL OR people.role = 'admin')
         ORDER BY invitations.id DESC`,
      )
      .all(now) as PendingInvitation[];
  }

  /** Cancels a pending invitation; its e-mail, or undefined when there is no such pending invitation. */
  revoke(id: number, now: number): string | undefined {
    const row = this.db
      .prepare(
        "UPDATE invitations SET revoked_at = ? WHERE id = ? AND used_at IS NULL AND revoked_at IS NULL RETURNING email",
      )
      .get(now, id) as { email: string | null } | undefined;
    return row ? (row.email ?? "") : undefined;
  }

  /** Cancels every pending invitation `personId` sent (their account goes, or they are no longer an administrator). */
  revokeSentBy(personId: number, now: number): number {
    return this.db
      .prepare("UPDATE invitations SET revoked_at = ? WHERE invited_by = ? AND used_at IS NULL AND revoked_at IS NULL")
      .run(now, personId).changes;
  }

  /**
   * Marks an invitation used; false when another request used it first, or it was cancelled (by hand, or with its
   * sender) after it was found.
   */
  use(id: number, now: number): boolean {
    return (
      this.db
        .prepare("UPDATE invitations SET used_at = ? WHERE id = ? AND used_at IS NULL AND revoked_at IS NULL")
        .run(now, id).changes > 0
    );
  }
}
