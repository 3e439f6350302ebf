import { createHmac, randomBytes } from "node:crypto";

/** A new unguessable token (256 bits), as it goes into a cookie or a link. */
export const newToken = (): string => randomBytes(32).toString("base64url");

/** The service's secret, keying every token's hash (set once at start; tests keep the empty key). */
let key = "";

/**
 * Keys the tokens' hashes with the service's secret (EDITOR_SECRET): a copy of the database alone opens no session,
 * invitation or preview link, and changing the secret voids them all at once.
 */
export function keyTokens(secret: string): void {
  key = secret;
}

/** What the database keeps of a token: its keyed hash (HMAC-SHA-256), never the token. */
export const tokenHash = (token: string): string => createHmac("sha256", key).update(token).digest("base64url");
