import type { ServiceDatabase } from "../database.ts";
import { normalEmail } from "../people/people.ts";

/** Attempts allowed for one e-mail from one address within {@link WINDOW} before the next ones are refused. */
export const FAILURES_ALLOWED = 5;
/** Attempts allowed from one address, over every e-mail, within {@link WINDOW}: guessing many accounts is slow too. */
export const ADDRESS_ATTEMPTS_ALLOWED = 20;
/** The sliding window the attempts are counted over. */
export const WINDOW = 15 * 60 * 1000;

/** An attempt counted before its password is checked: its row, and whether its failure is the one that locks. */
export interface Attempt {
  id: number;
  email: string;
  address: string;
  /** This attempt used the e-mail's last one from its address: if it fails, the e-mail is locked there. */
  locksEmail: boolean;
  /** This attempt used the address's last one: if it fails, the address is locked. */
  locksAddress: boolean;
}

const minutesUntil = (at: number, now: number) => Math.max(1, Math.ceil((at + WINDOW - now) / 60000));
const minutesWord = (minutes: number) => `${minutes} ${minutes === 1 ? "minuto" : "minutos"}`;

/**
 * Sign-in attempts over a sliding window, kept in the database so a restart does not reset them. Each attempt is
 * counted (in one transaction) before its password is checked, so guesses sent at once get no more checks than guesses
 * sent one after another; a right password forgets its own attempts. The limit is per e-mail and address, so that
 * someone guessing from elsewhere cannot lock the owner out, and per address, so that one address cannot try many
 * accounts. An administrator can unlock an e-mail.
 */
export class SignInLimit {
  constructor(private readonly db: ServiceDatabase) {}

  /** Counts an attempt for `email` from `address`, or refuses it (pt-BR) when either has used its attempts. */
  begin(email: string, address: string, now: number): Attempt | { refusal: string } {
    const normal = normalEmail(email);
    return this.db
      .transaction(() => {
        this.db.prepare("DELETE FROM sign_in_attempts WHERE at <= ?").run(now - WINDOW);
        const ofEmail = this.times("email = ? AND address = ?", [normal, address]);
        if (ofEmail.length >= FAILURES_ALLOWED) {
          const minutes = minutesUntil(ofEmail[ofEmail.length - FAILURES_ALLOWED]!, now);
          return {
            refusal: `Muitas tentativas erradas para este e-mail. Espere ${minutesWord(minutes)} e tente de novo, ou peça a quem administra o editor que desbloqueie sua entrada em Pessoas.`,
          };
        }
        const ofAddress = this.times("address = ?", [address]);
        if (ofAddress.length >= ADDRESS_ATTEMPTS_ALLOWED) {
          const minutes = minutesUntil(ofAddress[ofAddress.length - ADDRESS_ATTEMPTS_ALLOWED]!, now);
          return {
            refusal: `Muitas tentativas de entrar a partir da sua rede. Espere ${minutesWord(minutes)} e tente de novo.`,
          };
        }
        const id = this.db
          .prepare("INSERT INTO sign_in_attempts (email, address, at) VALUES (?, ?, ?)")
          .run(normal, address, now).lastInsertRowid;
        return {
          id: Number(id),
          email: normal,
          address,
          locksEmail: ofEmail.length + 1 === FAILURES_ALLOWED,
          locksAddress: ofAddress.length + 1 === ADDRESS_ATTEMPTS_ALLOWED,
        };
      })
      .immediate();
  }

  /** Forgets the attempts of `attempt`'s e-mail from its address once it signed in. */
  succeeded(attempt: Attempt): void {
    this.db.prepare("DELETE FROM sign_in_attempts WHERE email = ? AND address = ?").run(attempt.email, attempt.address);
  }

  /** Forgets one attempt that was neither right nor wrong (the password was right; the second step is still due). */
  withdraw(attempt: Attempt): void {
    this.db.prepare("DELETE FROM sign_in_attempts WHERE id = ?").run(attempt.id);
  }

  /** The e-mails locked from at least one address. */
  locked(now: number): Set<string> {
    const rows = this.db
      .prepare("SELECT DISTINCT email FROM sign_in_attempts WHERE at > ? GROUP BY email, address HAVING count(*) >= ?")
      .all(now - WINDOW, FAILURES_ALLOWED) as { email: string }[];
    return new Set(rows.map((row) => row.email));
  }

  /** Unlocks `email` from every address; false when it was not locked. */
  unlock(email: string, now: number): boolean {
    const wasLocked = this.locked(now).has(normalEmail(email));
    this.db.prepare("DELETE FROM sign_in_attempts WHERE email = ?").run(normalEmail(email));
    return wasLocked;
  }

  private times(where: string, values: string[]): number[] {
    return (
      this.db.prepare(`SELECT at FROM sign_in_attempts WHERE ${where} ORDER BY at`).all(...values) as { at: number }[]
    ).map((row) => row.at);
  }
}
