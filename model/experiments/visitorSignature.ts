/**
 * The A/B visitor id the servers issue and sign, so that a visitor's records count only when a server of the site gave
 * them that id (decision 098): `<id>.<signature>`, the id 16 random bytes and the signature the first 16 bytes of
 * HMAC-SHA-256(secret, "ab_visitante:" + id), both base64url. Web Crypto only (`crypto.subtle`, `crypto.getRandomValues`),
 * so that Node, a browser test and a Cloudflare Worker run the same code.
 */

/** The environment variable holding the secret every server of the site and the report share. */
export const VISITOR_SECRET_ENV = "SITE_AB_SECRET";

/** The shortest secret accepted: 32 characters (a generated one is 43, 32 random bytes in base64url). */
export const MIN_SECRET_LENGTH = 32;

const BYTES = 16;
/** A signed visitor id as it travels in the cookie and the records. */
const SIGNED_ID = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/;

/** Bytes as base64url without padding. */
function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** A new random secret: 32 bytes, base64url (what a server generates once when none is configured). */
export function newVisitorSecret(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** Signs and checks visitor ids with one secret. */
export interface VisitorSigner {
  /** A new visitor id, signed. */
  issue(): Promise<string>;
  /** The value itself when it is an id this secret signed; undefined for anything else (made up, altered, unsigned). */
  verify(value: string | undefined): Promise<string | undefined>;
}

/** A signer for `secret` (at least {@link MIN_SECRET_LENGTH} characters). */
export function visitorSigner(secret: string): VisitorSigner {
  if (secret.length < MIN_SECRET_LENGTH)
    throw new Error(`${VISITOR_SECRET_ENV} precisa de ao menos ${MIN_SECRET_LENGTH} caracteres.`);
  const key = crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signatureOf = async (id: string) => {
    const mac = await crypto.subtle.sign("HMAC", await key, new TextEncoder().encode(`ab_visitante:${id}`));
    return base64url(new Uint8Array(mac).slice(0, BYTES));
  };
  return {
    async issue() {
      const id = base64url(crypto.getRandomValues(new Uint8Array(BYTES)));
      return `${id}.${await signatureOf(id)}`;
    },
    async verify(value) {
      const match = value === undefined ? null : SIGNED_ID.exec(value);
      if (!match) return undefined;
      return sameText(await signatureOf(match[1]!), match[2]!) ? value : undefined;
    },
  };
}

/** Compares two texts of one length in a time that does not depend on where they differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let at = 0; at < a.length; at++) difference |= a.charCodeAt(at) ^ b.charCodeAt(at);
  return difference === 0;
}
