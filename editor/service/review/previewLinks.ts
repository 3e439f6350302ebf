import type { DraftKind } from "../../shared/drafts.ts";
import type { PreviewLinkView } from "../../shared/review.ts";
import type { ServiceDatabase } from "../database.ts";
import type { Person } from "../people/people.ts";
import { newToken, tokenHash } from "../tokens.ts";

/** How long a preview link opens the document: 7 days. */
export const PREVIEW_LINK_LIFETIME = 7 * 24 * 60 * 60 * 1000;

/** What a token opens: its document, or why it no longer does. */
export type PreviewLookup =
  | { document: { kind: DraftKind; name: string; expiresAt: number } }
  | { gone: "expired" | "revoked"; at: number }
  | undefined;

interface LinkRow {
  id: number;
  kind: DraftKind;
  name: string;
  created_by: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/**
 * Preview links: each a random 256-bit token bound to one document, kept only as its hash (a copy of the database
 * opens nothing), valid for 7 days unless revoked. The link shows whatever the document is when it is opened.
 */
export class PreviewLinks {
  constructor(private readonly db: ServiceDatabase) {}

  /** Makes a link to the document: its token (the only time it exists outside the link) and how it is listed. */
  create(kind: DraftKind, name: string, person: Person, now: number): { token: string; link: PreviewLinkView } {
    const token = newToken();
    const expiresAt = now + PREVIEW_LINK_LIFETIME;
    const { lastInsertRowid } = this.db
      .prepare(
        `INSERT INTO preview_links (token_hash, kind, name, person_id, created_by, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(tokenHash(token), kind, name, person.id, person.name, now, expiresAt);
    return { token, link: { id: Number(lastInsertRowid), by: person.name, at: now, expiresAt } };
  }

  /** The document's links still valid at `now`, the newest first. */
  of(kind: DraftKind, name: string, now: number): PreviewLinkView[] {
    return this.db
      .prepare(
        `SELECT id, created_by AS by, created_at AS at, expires_at AS expiresAt FROM preview_links
         WHERE kind = ? AND name = ? AND revoked_at IS NULL AND expires_at > ? ORDER BY created_at DESC, id DESC`,
      )
      .all(kind, name, now) as PreviewLinkView[];
  }

  /** Revokes a link; false when there is none valid with that id for that document. */
  revoke(kind: DraftKind, name: string, id: number, now: number): boolean {
    const { changes } = this.db
      .prepare(
        `UPDATE preview_links SET revoked_at = ?
         WHERE id = ? AND kind = ? AND name = ? AND revoked_at IS NULL AND expires_at > ?`,
      )
      .run(now, id, kind, name, now);
    return changes > 0;
  }

  /** What `token` opens at `now`: its document, that it expired or was revoked (and when), or nothing. */
  open(token: string, now: number): PreviewLookup {
    const row = this.db.prepare("SELECT * FROM preview_links WHERE token_hash = ?").get(tokenHash(token)) as
      LinkRow | undefined;
    if (!row) return undefined;
    if (row.revoked_at !== null) return { gone: "revoked", at: row.revoked_at };
    if (row.expires_at <= now) return { gone: "expired", at: row.expires_at };
    return { document: { kind: row.kind, name: row.name, expiresAt: row.expires_at } };
  }
}
