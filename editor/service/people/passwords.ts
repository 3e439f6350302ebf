import { hash, verify } from "@node-rs/argon2";

/** Argon2id with the library's defaults (19 MiB, 2 passes: OWASP's recommended minimum). */
export const hashPassword = (password: string): Promise<string> => hash(password);

/** True when `password` matches `stored`; false for a malformed hash too (never throws at sign-in). */
export async function passwordMatches(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
