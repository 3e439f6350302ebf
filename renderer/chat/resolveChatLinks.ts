import type { ChatLink } from "../../schema/generated/page.ts";
import { nextTask } from "../nextTask.ts";
import { fetchChatLink, type LinkServiceSettings } from "./linkService.ts";

/** How a page asks for its links: all at once, or one after another in declaration order. */
export type RequestOrder = "parallel" | "sequential";

function hasGroup(entry: [string, ChatLink]): entry is [string, ChatLink & { grupo: string }] {
  return typeof entry[1].grupo === "string";
}

/**
 * Asks the link service for every link of a page that has a group, and reports each link the service
 * resolves. Links without a group are fixed and never asked for. Resolves when every request has ended.
 */
export async function resolveChatLinks(
  links: Record<string, ChatLink>,
  settings: LinkServiceSettings,
  order: RequestOrder,
  onResolved: (name: string, url: string) => void,
): Promise<void> {
  const requests = Object.entries(links).filter(hasGroup);
  // Not in the caller's task: the caller is an effect, which runs with every other effect of the page's first render.
  if (requests.length > 0) await nextTask();
  const ask = async ([name, link]: [string, ChatLink & { grupo: string }]) => {
    const url = await fetchChatLink(settings, link);
    if (url) onResolved(name, url);
  };
  if (order === "sequential") {
    for (const request of requests) await ask(request);
  } else {
    // All under way together, but each started in a task of its own: starting a request costs the main thread a few
    // milliseconds on a slow phone (2–5 ms at 4× CPU slowdown), and a page may ask for eight links.
    const pending: Array<Promise<void>> = [];
    for (const request of requests) {
      if (pending.length > 0) await nextTask();
      pending.push(ask(request));
    }
    await Promise.all(pending);
  }
}
