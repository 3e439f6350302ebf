import { createHash, randomBytes } from "node:crypto";

/** A new unguessable token (256 bits), as it goes into a cookie or a link. */
export const newToken = (): string => randomBytes(32).toString("base64url");

/** What the database keeps of a token: its hash, so that a copy of the database opens no session and no invitation. */
export const tokenHash = (token: string): string => createHash("sha256").update(token).digest("base64url");
