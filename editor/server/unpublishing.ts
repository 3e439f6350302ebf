import { join } from "node:path";
import type { EditorContext } from "./api.ts";
import type { Answer } from "./http.ts";
import { refusedRemoval } from "./pageApi.ts";
import { publishFiles } from "./publishing.ts";

/**
 * Takes a page off the site: inside the publications' queue, checks that the site stays valid without it (no link
 * or collection left pointing at it; never the not-found page), commits the file's removal as the context's author
 * (the file goes once the commit is the branch's), then sends it to the site like any publication.
 */
export function unpublishPage(context: EditorContext, name: string, message: string): Promise<Answer> {
  return publishFiles(
    context,
    async () => {
      const refusal = await refusedRemoval(context, name);
      if (refusal) return refusal;
      return [{ path: join(context.pages.dir, `${name}.json`), removed: true }];
    },
    message,
  );
}
