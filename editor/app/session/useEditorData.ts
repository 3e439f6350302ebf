import { knowPageTitles } from "../../shared/documentName.ts";
import { useCallback, useEffect, useState } from "react";
import type { SessionInfo } from "../../shared/accounts.ts";
import type { CollectionSummary, ImageFile, PageSummary, SchemaSet } from "../../shared/api.ts";
import { api } from "../api.ts";
import { learnTests } from "../experiments/learnTests.ts";

/** What the editor loads once: who uses it, the schemas, the pages, the collections and the images. */
export interface Loaded {
  session: SessionInfo;
  schemas: SchemaSet;
  pages: PageSummary[];
  collections: CollectionSummary[];
  images: ImageFile[];
}

/** What the editor works with, loaded when it starts (or why it could not be); the page list can be asked again. */
export function useEditorData() {
  const [loaded, setLoaded] = useState<Loaded>();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    Promise.all([api.session(), api.schemas(), api.pages(), api.collections(), api.images(), learnTests()]).then(
      ([session, schemas, pages, collections, images]) => {
        knowPageTitles(pages);
        setLoaded({ session, schemas, pages, collections, images });
      },
      (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
    );
  }, []);
  // Pages and collections change on disk as they are saved, created and removed; schemas and images need no asking.
  const refreshPages = useCallback(async () => {
    const [pages, collections] = await Promise.all([api.pages(), api.collections(), learnTests()]);
    knowPageTitles(pages);
    setLoaded((current) => current && { ...current, pages, collections });
  }, []);
  return { loaded, failure, refreshPages };
}
