import { useEffect, useState } from "react";
import type { PageSummary } from "../../shared/api.ts";
import { api } from "../api.ts";

/**
 * The collection page `page` is the template of, if any: as the page list says, or, for a page the list does not hold
 * yet (a new template page that is still a draft on the editor service), as the collections say.
 */
export function useTemplateCollection(page: string, pages: PageSummary[]): string | undefined {
  const listed = pages.find((candidate) => candidate.name === page);
  const [found, setFound] = useState<{ page: string; collection?: string }>();
  useEffect(() => {
    if (listed) return;
    let current = true;
    api.collections().then(
      (collections) => {
        if (current) setFound({ page, collection: collections.find((each) => each.page === page)?.name });
      },
      // Without the list, the page is edited as any other page: no columns to offer, no row to preview.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [page, listed]);
  if (listed) return listed.templateOf;
  return found?.page === page ? found.collection : undefined;
}
