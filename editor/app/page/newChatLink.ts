import type { ChatLink } from "../../../schema/generated/page.ts";

/** The name of the chat link a page without any gets when a new block needs one. */
export const FIRST_LINK_NAME = "contato";

/** The message of a page's first chat link, so that a new button opens the chat ready to send. */
export const USUAL_MESSAGE = "Olá! Vim pelo site e quero saber mais sobre o {{brand.name}}.";

/**
 * The link a page without any gets when a new button needs one: a fixed link (no group: the link service is not asked)
 * that opens the chat with {@link USUAL_MESSAGE}, so the button works as soon as it is added.
 */
export const firstChatLink = (): ChatLink => ({ message: USUAL_MESSAGE });

/** A chat link as the editor declares it: with its group (none makes it a fixed link) and its message. */
export function chatLink(message: string, grupo: string): ChatLink {
  return grupo ? { grupo, message } : { message };
}
