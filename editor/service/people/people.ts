import type { Role } from "../../shared/permissions.ts";
import type { ServiceDatabase } from "../database.ts";

/** A person with an account in the editor service. */
export interface Person {
  id: number;
  name: string;
  email: string;
  role: Role;
}

interface PersonRow extends Person {
  password_hash: string | null;
}

/** E-mail addresses compare without case or surrounding spaces. */
export const normalEmail = (email: string): string => email.trim().toLowerCase();

/** The people who may sign in: name, e-mail (unique), role and, unless they sign in with their company, a password. */
export class People {
  constructor(private readonly db: ServiceDatabase) {}

  /** How many accounts exist (none before the first administrator). */
  count(): number {
    return (this.db.prepare("SELECT count(*) AS n FROM people").get() as { n: number }).n;
  }

  /** Adds a person; undefined when the e-mail already has an account. */
  add(person: Omit<Person, "id">, passwordHash: string | null, now: number): Person | undefined {
    const email = normalEmail(person.email);
    const result = this.db
      .prepare("INSERT OR IGNORE INTO people (name, email, role, password_hash, created_at) VALUES (?, ?, ?, ?, ?)")
      .run(person.name.trim(), email, person.role, passwordHash, now);
    return result.changes ? { ...person, email, id: Number(result.lastInsertRowid) } : undefined;
  }

  /** The person with `id`, if the account still exists. */
  byId(id: number): Person | undefined {
    return this.db.prepare("SELECT id, name, email, role FROM people WHERE id = ?").get(id) as Person | undefined;
  }

  /** The person with `email` and the hash to check a password against. */
  withPassword(email: string): (Person & { passwordHash: string | null }) | undefined {
    const row = this.db
      .prepare("SELECT id, name, email, role, password_hash FROM people WHERE email = ?")
      .get(normalEmail(email)) as PersonRow | undefined;
    if (!row) return undefined;
    const { password_hash: passwordHash, ...person } = row;
    return { ...person, passwordHash };
  }

  /** Everyone, by name. */
  list(): Person[] {
    return this.db.prepare("SELECT id, name, email, role FROM people ORDER BY name COLLATE NOCASE").all() as Person[];
  }

  /** Changes a person's role; false when there is no such person. */
  setRole(id: number, role: Role): boolean {
    return this.db.prepare("UPDATE people SET role = ? WHERE id = ?").run(role, id).changes > 0;
  }

  /** Sets a person's password hash. */
  setPassword(id: number, passwordHash: string): void {
    this.db.prepare("UPDATE people SET password_hash = ? WHERE id = ?").run(passwordHash, id);
  }

  /** Removes an account (its sessions go with it). */
  remove(id: number): boolean {
    return this.db.prepare("DELETE FROM people WHERE id = ?").run(id).changes > 0;
  }

  /** How many administrators there are: the last one cannot be removed or demoted. */
  admins(): number {
    return (this.db.prepare("SELECT count(*) AS n FROM people WHERE role = 'admin'").get() as { n: number }).n;
  }
}
