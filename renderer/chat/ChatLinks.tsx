import { createContext, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { ChatLink } from "../../schema/generated/page.ts";
import type { ChatSettings } from "../../schema/generated/site.ts";
import { currentCampaign } from "../campaign/campaignStore.ts";
import { messageWithOrigin } from "../campaign/originText.ts";
import { useCampaign } from "../campaign/useCampaign.ts";
import { attributionFor, useExperiment } from "../events/PageExperiment.tsx";
import type { ChatVia } from "../events/siteEvents.ts";
import { chatUrl } from "./chatUrl.ts";
import type { LinkServiceSettings } from "./linkService.ts";
import { resolveChatLinks, type RequestOrder } from "./resolveChatLinks.ts";

/** Where a page's chat link leads now: the service's link or the prefilled fallback, and its group. */
export interface ChatTarget {
  href: string;
  via: ChatVia;
  grupo?: string;
}

const ChatTargets = createContext<Record<string, ChatTarget>>({});

/** Props of {@link ChatLinksProvider}. */
export interface ChatLinksProviderProps {
  links: Record<string, ChatLink>;
  chat: ChatSettings;
  service: LinkServiceSettings;
  order: RequestOrder;
  children: ReactNode;
}

/**
 * Gives every call to action of a page its chat href: the prefilled fallback from the first paint (ending with
 * the visit's origin when site.json asks for it), replaced by the link service's answer when (and only when)
 * that answer is usable. The service's link is never rewritten.
 */
export function ChatLinksProvider({ links, chat, service, order, children }: ChatLinksProviderProps) {
  const campaign = useCampaign();
  const experiment = useExperiment();
  const fallbacks = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(links).map(([name, link]) => [
          name,
          chatUrl(chat, messageWithOrigin(link.message, chat, campaign)),
        ]),
      ),
    [links, chat, campaign],
  );
  const [resolved, setResolved] = useState<Record<string, string>>({});
  // Another page's links start from no answer (reset while rendering, as React advises, not in the effect).
  const [answering, setAnswering] = useState(links);
  if (answering !== links) {
    setAnswering(links);
    setResolved({});
  }
  useEffect(() => {
    let current = true;
    // Read here rather than from useCampaign: hydration renders without the campaign, and the calls must carry it.
    // On a tested page the calls carry its test and variant (read first: its code loads on demand).
    void attributionFor(experiment).then((shown) => {
      if (!current) return;
      const settings = { ...service, campaign: currentCampaign(), experiment: shown };
      void resolveChatLinks(links, settings, order, (name, url) => {
        // A transition: React renders the new hrefs in slices, between the browser's other work.
        if (current) startTransition(() => setResolved((previous) => ({ ...previous, [name]: url })));
      });
    });
    return () => {
      current = false;
    };
  }, [links, service, order, experiment]);
  const targets = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(links).map(([name, { grupo }]): [string, ChatTarget] => {
          const answer = resolved[name];
          return [
            name,
            answer ? { href: answer, via: "servico", grupo } : { href: fallbacks[name]!, via: "reserva", grupo },
          ];
        }),
      ),
    [links, fallbacks, resolved],
  );
  return <ChatTargets.Provider value={targets}>{children}</ChatTargets.Provider>;
}

/** Where one of the page's chat links leads now. */
export function useChatTarget(name: string): ChatTarget | undefined {
  return useContext(ChatTargets)[name];
}

/** The current href of a page's chat link. */
export function useChatHref(name: string): string | undefined {
  return useChatTarget(name)?.href;
}
