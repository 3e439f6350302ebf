import type { ServiceDatabase } from "../database.ts";
import { newToken } from "../tokens.ts";

/** How long a sign-in at the company's provider may take before its return is refused. */
export const OIDC_LOGIN_TTL = 10 * 60 * 1000;

/** What a sign-in started here must find on its return: PKCE's verifier and the nonce the ID token must carry. */
export interface PendingLogin {
  verifier: string;
  nonce: string;
}

/** Sign-ins started at the company's provider and not returned yet, by their `state`; each is used once. */
export class OidcLogins {
  constructor(private readonly db: ServiceDatabase) {}

  /** Keeps a new sign-in's checks; its state goes into the provider's URL and the browser's cookie. */
  start(login: PendingLogin, now: number): string {
    const state = newToken();
    this.db.prepare("DELETE FROM oidc_logins WHERE started_at < ?").run(now - OIDC_LOGIN_TTL);
    this.db
      .prepare("INSERT INTO oidc_logins (state, verifier, nonce, started_at) VALUES (?, ?, ?, ?)")
      .run(state, login.verifier, login.nonce, now);
    return state;
  }

  /** The checks of the sign-in `state` started, removed so a return is used once; undefined when unknown or late. */
  finish(state: string, now: number): PendingLogin | undefined {
    const row = this.db
      .prepare("DELETE FROM oidc_logins WHERE state = ? RETURNING verifier, nonce, started_at AS startedAt")
      .get(state) as (PendingLogin & { startedAt: number }) | undefined;
    if (!row || now - row.startedAt > OIDC_LOGIN_TTL) return undefined;
    return { verifier: row.verifier, nonce: row.nonce };
  }
}
