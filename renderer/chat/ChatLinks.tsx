import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { ChatLink } from "../../schema/generated/page.ts";
import type { ChatSettings } from "../../schema/generated/site.ts";
import { chatUrl } from "./chatUrl.ts";
import type { LinkServiceSettings } from "./linkService.ts";
import { resolveChatLinks, type RequestOrder } from "./resolveChatLinks.ts";

const ChatHrefs = createContext<Record<string, string>>({});

/** Props of {@link ChatLinksProvider}. */
export interface ChatLinksProviderProps {
  links: Record<string, ChatLink>;
  chat: ChatSettings;
  service: LinkServiceSettings;
  order: RequestOrder;
  children: ReactNode;
}

/**
 * Gives every call to action of a page its chat href: the prefilled fallback from the first paint,
 * replaced by the link service's answer when (and only when) that answer is usable.
 */
export function ChatLinksProvider({ links, chat, service, order, children }: ChatLinksProviderProps) {
  const fallbacks = useMemo(
    () => Object.fromEntries(Object.entries(links).map(([name, link]) => [name, chatUrl(chat, link.message)])),
    [links, chat],
  );
  const [resolved, setResolved] = useState<Record<string, string>>({});
  useEffect(() => {
    let current = true;
    // Keep the same object when nothing was resolved yet, so a re-render cannot loop through this effect.
    setResolved((previous) => (Object.keys(previous).length ? {} : previous));
    void resolveChatLinks(links, service, order, (name, url) => {
      if (current) setResolved((previous) => ({ ...previous, [name]: url }));
    });
    return () => {
      current = false;
    };
  }, [links, service, order]);
  const hrefs = useMemo(() => ({ ...fallbacks, ...resolved }), [fallbacks, resolved]);
  return <ChatHrefs.Provider value={hrefs}>{children}</ChatHrefs.Provider>;
}

/** The current href of a page's chat link. */
export function useChatHref(name: string): string | undefined {
  return useContext(ChatHrefs)[name];
}
