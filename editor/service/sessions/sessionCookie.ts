import fastifyCookie from "@fastify/cookie";
import { EDITOR_ADDRESSES } from "../../shared/addresses.ts";
import { SESSION_LONGEST } from "./sessions.ts";

/** The session cookie's name. */
export const SESSION_COOKIE = "editor_sessao";

/**
 * The Set-Cookie header that starts (`token`) or ends (none) a session: HttpOnly (no script reads it), Secure (only
 * over HTTPS; browsers treat localhost as secure), SameSite=Strict (another site's page never sends it), for the
 * editor's addresses only.
 */
export function sessionCookie(token: string | null): string {
  return fastifyCookie.serialize(SESSION_COOKIE, token ?? "", {
    httpOnly: true,
    secure: true,
    sameSite: "strict",
    path: EDITOR_ADDRESSES.editor,
    maxAge: token ? SESSION_LONGEST / 1000 : 0,
  });
}
