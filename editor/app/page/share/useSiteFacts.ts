import { useEffect, useState } from "react";
import type { Image } from "../../../../schema/generated/defs.ts";
import { placeholdersFrom } from "../../../../model/content/currentYear.ts";
import { api } from "../../api.ts";

/** What the previews need of site.json: its public address, its default sharing image, the placeholders' values. */
export interface SiteFacts {
  siteUrl: string;
  shareImage?: Image;
  placeholders: Record<string, unknown>;
}

/**
 * site.json as saved, read once when the page opens (asked of the editor's API, not bundled: a bundled site.json
 * would reload the whole editor each time it is saved); undefined until it arrives or when it cannot be read.
 */
export function useSiteFacts(): SiteFacts | undefined {
  const [facts, setFacts] = useState<SiteFacts>();
  useEffect(() => {
    let current = true;
    void api.openSite().then((answer) => {
      if (!current || !answer.ok) return;
      const data = answer.value.data as { siteUrl?: unknown; brand?: { shareImage?: Image } };
      setFacts({
        siteUrl: typeof data.siteUrl === "string" ? data.siteUrl : "",
        shareImage: data.brand?.shareImage,
        placeholders: placeholdersFrom(data),
      });
    });
    return () => {
      current = false;
    };
  }, []);
  return facts;
}
