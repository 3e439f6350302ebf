import type { ServiceDatabase } from "../database.ts";
import { normalEmail } from "../people/people.ts";

/** Failed sign-ins allowed for one e-mail within {@link WINDOW} before the next ones are refused. */
export const FAILURES_ALLOWED = 5;
const WINDOW = 15 * 60 * 1000;

/**
 * Failed sign-ins per e-mail over a sliding window, kept in the database so a restart does not reset them: guessing
 * one account's password is limited from every address at once. (Each address's request rate is limited apart.)
 */
export class SignInLimit {
  constructor(private readonly db: ServiceDatabase) {}

  /** The refusal (pt-BR) when `email` has failed too often lately, or undefined. */
  refusal(email: string, now: number): string | undefined {
    const rows = this.db
      .prepare("SELECT at FROM sign_in_failures WHERE email = ? AND at > ? ORDER BY at")
      .all(normalEmail(email), now - WINDOW) as { at: number }[];
    if (rows.length < FAILURES_ALLOWED) return undefined;
    const minutes = Math.max(1, Math.ceil((rows[rows.length - FAILURES_ALLOWED]!.at + WINDOW - now) / 60000));
    return `Muitas tentativas erradas para este e-mail. Espere ${minutes} ${minutes === 1 ? "minuto" : "minutos"} e tente de novo, ou peça a quem administra o editor um novo convite.`;
  }

  /** Counts a failed sign-in. */
  failed(email: string, now: number): void {
    this.db.prepare("DELETE FROM sign_in_failures WHERE at <= ?").run(now - WINDOW);
    this.db.prepare("INSERT INTO sign_in_failures (email, at) VALUES (?, ?)").run(normalEmail(email), now);
  }

  /** Forgets an e-mail's failures after it signs in. */
  succeeded(email: string): void {
    this.db.prepare("DELETE FROM sign_in_failures WHERE email = ?").run(normalEmail(email));
  }
}
