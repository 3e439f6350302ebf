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

/** Why a new password is refused, or undefined. */
export function weakPassword(password: string): string | undefined {
  if (password.length < 10) return "Use uma senha com pelo menos 10 caracteres.";
  if (password.length > 200) return "Use uma senha com no máximo 200 caracteres.";
  return undefined;
}
