import { interpolate, tokensIn } from "../../../model/content/interpolate.ts";
import { walk } from "../../../model/content/walk.ts";
import type { FindReferences } from "../../../model/references/referenceIndex.ts";

/** The destination of each `[rótulo](destino)` link of a text (inlineMarkup.ts's LINK, with any label). */
const LINK_DESTINATION = /\]\(([^()\s]+)\)/g;

/**
 * What a file's cross-file problems can depend on besides its own content, gathered by one walk: enough to tell
 * whether a change elsewhere (a route, site.json, an image) could change them, never to find the problems themselves
 * (crossChecks does that).
 */
export interface FileFacts {
  /**
   * Every route the file may name, as written or with site.json's values filled in: each text before its "#" (a
   * button's `to`) and each link's destination in a text (`[rótulo](/rota#parte)`).
   */
  routes: Set<string>;
  /** The site.json values its `{{…}}` name. */
  tokens: string[];
  /** The files of public/ it shows: the `src` of its images (found by the schema's index) that start with "/". */
  publicFiles: string[];
}

/**
 * The facts of a file's parsed content, with `source` (site.json's values) filling its placeholders and
 * `findReferences` (the page schema's index, as the validator's checks use it) finding its images.
 */
export function factsOf(data: unknown, source: unknown, findReferences: FindReferences): FileFacts {
  const routes = new Set<string>();
  const addRoutes = (text: string) => {
    if (!text.includes("/")) return;
    routes.add(text.split("#")[0]!);
    for (const match of text.matchAll(LINK_DESTINATION)) routes.add(match[1]!.split("#")[0]!);
  };
  const tokens = new Set<string>();
  walk(data, ({ value }) => {
    if (typeof value !== "string") return;
    if (value.includes("{{")) {
      for (const token of tokensIn(value)) tokens.add(token);
      addRoutes(interpolate(value, source));
    }
    addRoutes(value);
  });
  const publicFiles: string[] = [];
  for (const { kind, value } of findReferences(data)) {
    // An image is an object whose `src` names the file, as the validator's image check reads it.
    const src = kind === "image" && value && typeof value === "object" ? (value as { src?: unknown }).src : undefined;
    if (typeof src === "string" && src.startsWith("/")) publicFiles.push(src);
  }
  return { routes, tokens: [...tokens], publicFiles };
}
