import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { MIN_SECRET_LENGTH, newVisitorSecret, VISITOR_SECRET_ENV } from "../experiments/visitorSignature.ts";

/** The file in the A/B data folder that keeps the secret a server generated, when SITE_AB_SECRET is not set. */
export const SECRET_FILE = ".segredo-visitantes";

/** The secret's file content, or undefined when there is none. */
function readSecretFile(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The secret that signs A/B visitor ids (model/experiments/visitorSignature.ts): SITE_AB_SECRET, else the one kept in
 * the data folder; with `create`, one is generated there the first time (readable by its owner only). Undefined when
 * there is none and none may be made; a pt-BR line when SITE_AB_SECRET is too short to be safe.
 */
export function visitorSecret(
  env: Record<string, string | undefined>,
  dataDir: string,
  { create = false } = {},
): string | undefined | { problem: string } {
  const configured = env[VISITOR_SECRET_ENV];
  if (configured)
    return configured.length >= MIN_SECRET_LENGTH
      ? configured
      : {
          problem: `${VISITOR_SECRET_ENV} tem ${configured.length} caracteres: use ao menos ${MIN_SECRET_LENGTH}, por exemplo a saída de \`openssl rand -base64 32\`.`,
        };
  const file = join(dataDir, SECRET_FILE);
  const kept = readSecretFile(file);
  if (kept || !create) return kept;
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${newVisitorSecret()}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    // Another process made it first: theirs is the one.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readSecretFile(file);
}
