/**
 * Two-step sign-in: after the password, a 6-digit code from an authenticator app (TOTP, RFC 6238: HMAC-SHA-1, 30-second
 * steps), or one of ten one-time recovery codes. Each person may turn it on; an administrator may require it of
 * Publicadores and Administradores. A code is accepted once (a code seen again is refused), and within one step of the
 * clock either side.
 */
import { randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import type { Role } from "../../shared/permissions.ts";
import type { ServiceDatabase } from "../database.ts";
import type { Person } from "../people/people.ts";
import { tokenHash } from "../tokens.ts";

/** The roles two-step sign-in can be required of. */
export const TWO_STEP_ROLES: readonly Role[] = ["publisher", "admin"];
/** How many recovery codes a person gets. */
export const RECOVERY_CODES = 10;
const STEP_SECONDS = 30;
const ISSUER = "Editor do site";
const REQUIRED_SETTING = "duas_etapas_obrigatoria";
/** Letters and digits nobody confuses with one another (no 0/o, 1/l/i). */
const CODE_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

const totpOf = (secret: string, email = "") =>
  new TOTP({ issuer: ISSUER, label: email, secret: Secret.fromBase32(secret), period: STEP_SECONDS });

/** A recovery code as typed: lowercase, without spaces or hyphens. */
const normalCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

function newRecoveryCode(): string {
  const letters = Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return `${letters.slice(0, 5).join("")}-${letters.slice(5).join("")}`;
}

/** What a person's two-step sign-in looks like. */
export interface TwoStepState {
  on: boolean;
  /** Their role must use it (an administrator turned the requirement on). */
  required: boolean;
  recoveryCodesLeft: number;
}

/** The two-step secrets and recovery codes (hashed), and whether Publicadores and Administradores must use it. */
export class TwoStep {
  constructor(private readonly db: ServiceDatabase) {}

  /** True when `personId` signs in with a second step. */
  isOn(personId: number): boolean {
    const row = this.db.prepare("SELECT totp_secret AS secret FROM people WHERE id = ?").get(personId) as
      { secret: string | null } | undefined;
    return Boolean(row?.secret);
  }

  /** True when an administrator requires two-step sign-in of Publicadores and Administradores. */
  requiredOfRoles(): boolean {
    const row = this.db.prepare("SELECT value FROM service_settings WHERE name = ?").get(REQUIRED_SETTING) as
      { value: string } | undefined;
    return row?.value === "1";
  }

  /** Turns the requirement on or off. */
  requireOfRoles(required: boolean): void {
    this.db
      .prepare(
        "INSERT INTO service_settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value",
      )
      .run(REQUIRED_SETTING, required ? "1" : "0");
  }

  /** True when `person`'s role must use two-step sign-in. */
  requiredOf(person: Person): boolean {
    return TWO_STEP_ROLES.includes(person.role) && this.requiredOfRoles();
  }

  /**
   * True when `person` must set up two-step sign-in before doing anything else: their role requires it and they sign
   * in with a password (the company's sign-in has its provider's own second step).
   */
  due(person: Person): boolean {
    if (!this.requiredOf(person)) return false;
    const row = this.db
      .prepare("SELECT totp_secret AS secret, password_hash AS passwordHash FROM people WHERE id = ?")
      .get(person.id) as { secret: string | null; passwordHash: string | null } | undefined;
    return Boolean(row?.passwordHash) && !row?.secret;
  }

  /** `person`'s state, for their account screen. */
  state(person: Person): TwoStepState {
    const { n } = this.db
      .prepare("SELECT count(*) AS n FROM recovery_codes WHERE person_id = ? AND used_at IS NULL")
      .get(person.id) as { n: number };
    return { on: this.isOn(person.id), required: this.requiredOf(person), recoveryCodesLeft: n };
  }

  /** Starts setting it up: a new secret, kept apart until a code confirms it; the otpauth:// address for the QR code. */
  begin(person: Person): { secret: string; address: string } {
    const secret = new Secret({ size: 20 }).base32;
    this.db.prepare("UPDATE people SET totp_pending = ? WHERE id = ?").run(secret, person.id);
    return { secret, address: totpOf(secret, person.email).toString() };
  }

  /**
   * Finishes setting it up when `code` comes from the secret {@link begin} gave: the recovery codes (shown once, kept
   * hashed), or undefined when the code is wrong or nothing was begun.
   */
  confirm(personId: number, code: string, now: number): string[] | undefined {
    const row = this.db.prepare("SELECT totp_pending AS pending FROM people WHERE id = ?").get(personId) as
      { pending: string | null } | undefined;
    if (!row?.pending) return undefined;
    const step = this.stepOf(row.pending, code, now);
    if (step === undefined) return undefined;
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    this.db.transaction(() => {
      this.db
        .prepare("UPDATE people SET totp_secret = totp_pending, totp_pending = NULL, totp_last_step = ? WHERE id = ?")
        .run(step, personId);
      this.db.prepare("DELETE FROM recovery_codes WHERE person_id = ?").run(personId);
      const insert = this.db.prepare("INSERT INTO recovery_codes (person_id, code_hash) VALUES (?, ?)");
      for (const recovery of codes) insert.run(personId, tokenHash(normalCode(recovery)));
    })();
    return codes;
  }

  /** True when `code` is `personId`'s current code, never used before, or one of their unused recovery codes. */
  check(personId: number, code: string, now: number): boolean {
    return this.db
      .transaction(() => {
        const row = this.db
          .prepare("SELECT totp_secret AS secret, totp_last_step AS lastStep FROM people WHERE id = ?")
          .get(personId) as { secret: string | null; lastStep: number | null } | undefined;
        if (!row?.secret) return false;
        const step = this.stepOf(row.secret, code, now);
        if (step !== undefined && step > (row.lastStep ?? -1)) {
          this.db.prepare("UPDATE people SET totp_last_step = ? WHERE id = ?").run(step, personId);
          return true;
        }
        return (
          this.db
            .prepare("UPDATE recovery_codes SET used_at = ? WHERE person_id = ? AND code_hash = ? AND used_at IS NULL")
            .run(now, personId, tokenHash(normalCode(code))).changes > 0
        );
      })
      .immediate();
  }

  /** Turns it off for `personId`: their secret and recovery codes are forgotten. */
  turnOff(personId: number): void {
    this.db.transaction(() => {
      this.db
        .prepare("UPDATE people SET totp_secret = NULL, totp_pending = NULL, totp_last_step = NULL WHERE id = ?")
        .run(personId);
      this.db.prepare("DELETE FROM recovery_codes WHERE person_id = ?").run(personId);
    })();
  }

  /** The 30-second step `code` belongs to for `secret`, one step either side of `now`; undefined when it matches none. */
  private stepOf(secret: string, code: string, now: number): number | undefined {
    const token = code.replace(/\s/g, "");
    if (!/^\d{6}$/.test(token)) return undefined;
    const delta = totpOf(secret).validate({ token, timestamp: now, window: 1 });
    return delta === null ? undefined : Math.floor(now / 1000 / STEP_SECONDS) + delta;
  }
}
