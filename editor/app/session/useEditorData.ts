import { useCallback, useEffect, useState } from "react";
import type { ImageFile, PageSummary, SchemaSet } from "../../shared/api.ts";
import { api } from "../api.ts";

/** What the editor loads once: the schemas, the pages and the images. */
export interface Loaded {
  schemas: SchemaSet;
  pages: PageSummary[];
  images: ImageFile[];
}

/** What the editor works with, loaded when it starts (or why it could not be); the page list can be asked again. */
export function useEditorData() {
  const [loaded, setLoaded] = useState<Loaded>();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    Promise.all([api.schemas(), api.pages(), api.images()]).then(
      ([schemas, pages, images]) => setLoaded({ schemas, pages, images }),
      (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
    );
  }, []);
  // Pages change on disk as they are saved, created and removed; schemas and images do not need asking again.
  const refreshPages = useCallback(async () => {
    const pages = await api.pages();
    setLoaded((current) => current && { ...current, pages });
  }, []);
  return { loaded, failure, refreshPages };
}
