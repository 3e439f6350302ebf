import type { ChatSettings } from "../../schema/generated/site.ts";

/** The messaging-app link that opens a chat with the business phone and a prefilled message. */
export function chatUrl(chat: ChatSettings, message: string): string {
  return `${chat.baseUrl}${chat.phone}?text=${encodeURIComponent(message)}`;
}
