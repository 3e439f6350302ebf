import { useCallback, useMemo } from "react";
import type { FieldPathList } from "@rjsf/utils";
import type { ChatLink } from "../../../schema/generated/page.ts";
import type { ImageFile, PageSummary } from "../../shared/api.ts";
import type { EditorResources } from "../form/EditorContext.tsx";
import { columnsOf } from "../collection/rowOps.ts";
import type { Row } from "../collection/spreadsheetPaste.ts";
import { setIn } from "./setIn.ts";
import { siteRoutes } from "./siteRoutes.ts";
import type { SitePlanChoice } from "../form/fields/sitePlanChoices.ts";
import type { Edit } from "./usePageEdits.ts";

/**
 * What every form of the page offers to choose from: the page's chat links, the site's routes and plans, the images and, for a
 * collection's template (`templateRows`), its columns; and declaring a new chat link from the field that will use it. Memoized, so that the forms re-render only when one
 * of them changes.
 */
export function useFormResources(
  edit: Edit,
  name: string,
  data: Record<string, unknown>,
  pages: PageSummary[],
  images: ImageFile[],
  templateRows: Row[] | undefined,
  plans: SitePlanChoice[] = [],
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
  const rowColumns = useMemo(() => templateRows && columnsOf(templateRows), [templateRows]);
  const resources = useMemo(
    () => ({ links: (data.links ?? {}) as Record<string, ChatLink>, routes, images, addLink, rowColumns, plans }),
    [data.links, routes, images, addLink, rowColumns, plans],
  );
  return { routes, resources };
}
