import { useCallback, useEffect, useMemo, useState } from "react";
import type { FieldPathList } from "@rjsf/utils";
import type { ChatLink } from "../../../schema/generated/page.ts";
import type { ImageFile, PageSummary } from "../../shared/api.ts";
import type { EditorResources } from "../form/EditorContext.tsx";
import { api } from "../api.ts";
import { columnsOf, rowsOf } from "../collection/rowOps.ts";
import { setIn } from "./setIn.ts";
import { siteRoutes } from "./siteRoutes.ts";
import type { Edit } from "./usePageEdits.ts";

/**
 * What every form of the page offers to choose from: the page's chat links, the site's routes and the images; and
 * declaring a new chat link from the field that will use it. Memoized, so that the forms re-render only when one
 * of them changes.
 */
export function useFormResources(
  edit: Edit,
  name: string,
  data: Record<string, unknown>,
  pages: PageSummary[],
  images: ImageFile[],
): { routes: string[]; resources: EditorResources } {
  const addLink = useCallback(
    (linkName: string, link: ChatLink, path: FieldPathList) =>
      edit((snapshot) => ({
        ...snapshot,
        data: setIn(setIn(snapshot.data, ["links", linkName], link), path, linkName) as Record<string, unknown>,
      })),
    [edit],
  );
  const routes = useMemo(() => siteRoutes(pages, name, data), [pages, name, data]);
  const rowColumns = useRowColumns(pages.find((page) => page.name === name)?.templateOf);
  const resources = useMemo(
    () => ({ links: (data.links ?? {}) as Record<string, ChatLink>, routes, images, addLink, rowColumns }),
    [data.links, routes, images, addLink, rowColumns],
  );
  return { routes, resources };
}

/** The columns of collection `collection` (the page is its template), read once when the page opens; none otherwise. */
function useRowColumns(collection: string | undefined): string[] | undefined {
  const [columns, setColumns] = useState<string[]>();
  useEffect(() => {
    if (collection === undefined) return;
    let current = true;
    void api.openCollection(collection).then((answer) => {
      if (current && answer.ok) setColumns(columnsOf(rowsOf(answer.value.data)));
    });
    return () => {
      current = false;
    };
  }, [collection]);
  return collection === undefined ? undefined : columns;
}
