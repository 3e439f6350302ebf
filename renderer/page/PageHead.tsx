import { useEffect, useRef } from "react";
import { isHydrating } from "../hydration/hydrating.ts";
import type { PageConfig } from "../../schema/generated/page.ts";
import { useSite } from "../site/SiteContext.tsx";
import { headTags } from "./headTags.ts";

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  return document.head.querySelector<HTMLElement>(selector) ?? document.head.appendChild(create());
}

/**
 * Keeps <head> in step with the page on client-side navigation. The prerendered HTML already carries the same
 * tags (scripts/prerender.ts writes them from the same `headTags`), so the first load changes nothing.
 */
export function PageHead({ config }: { config: PageConfig }) {
  const site = useSite();
  const prerendered = useRef(isHydrating());
  useEffect(() => {
    // Hydrating, the head is the prerendered one, already this page's: nothing to do in the page's busiest task.
    if (prerendered.current) {
      prerendered.current = false;
      return;
    }
    const tags = headTags(config, site);
    document.title = tags.title;
    for (const { key, id, content } of tags.meta) {
      const element = upsert(`meta[${key}="${id}"]`, () => document.createElement("meta"));
      element.setAttribute(key, id);
      element.setAttribute("content", content);
    }
    // A page without a sharing image must not keep the previous page's: its tags are not overwritten, so they go.
    const ids = new Set(tags.meta.map((tag) => tag.id));
    for (const stale of document.head.querySelectorAll('meta[property^="og:image"]'))
      if (!ids.has(stale.getAttribute("property") ?? "")) stale.remove();
    const canonical = document.head.querySelector('link[rel="canonical"]');
    if (tags.canonical)
      upsert('link[rel="canonical"]', () =>
        Object.assign(document.createElement("link"), { rel: "canonical" }),
      ).setAttribute("href", tags.canonical);
    else canonical?.remove();
  }, [config, site]);
  return null;
}
