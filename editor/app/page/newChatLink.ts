import type { ChatLink } from "../../../schema/generated/page.ts";

/** The name of the chat link a page without any gets when a new block needs one. */
export const FIRST_LINK_NAME = "contato";

/**
 * The service group a new chat link asks for by default: its own name, as the site's pages name theirs
 * (`home` → grupo `home`, `precoTransporte` → `precoTransporte`).
 */
export function defaultGrupo(name: string): string {
  return name;
}

/** A chat link as the editor declares it: with its group (none makes it a fixed link) and its message. */
export function chatLink(message: string, grupo: string): ChatLink {
  return grupo ? { grupo, message } : { message };
}
