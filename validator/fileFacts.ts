import { tokensIn } from "../model/content/interpolate.ts";
import { walk } from "../model/content/walk.ts";
import type { FindReferences } from "../model/references/referenceIndex.ts";
import type { JsonFile } from "./jsonFile.ts";
import { richTexts } from "./textLinkChecks.ts";

/** The destination of each `[rótulo](destino)` link of a text (inlineMarkup.ts's LINK, with any label). */
const LINK_DESTINATION = /\]\(([^()\s]+)\)/g;

/**
 * What a file's cross-file problems can depend on besides its own content, gathered by one walk and independent of
 * site.json: enough to tell whether a change elsewhere (a route, a value of site.json, an image) could change them,
 * never to find the problems themselves (crossChecks does that).
 *
 * Of site.json, the checks of a page read only its values that the page's `{{…}}` name: whether each one exists (an
 * unknown one is a problem) and, for the few texts in {@link FileFacts.filledTexts}, the value itself. A value that a
 * page only shows (a title, a heading with the brand's name) cannot change its problems.
 */
export interface FileFacts {
  /**
   * Every route the file may name as written: each text before its "#" (a button's `to`) and each link's destination
   * in a text (`[rótulo](/rota#parte)`). The routes its filled texts name depend on site.json: see {@link routesIn}.
   */
  routes: Set<string>;
  /** The site.json values its `{{…}}` name: whether each exists is read by the placeholder check. */
  tokens: string[];
  /**
   * The texts with a `{{…}}` whose filled-in value a check reads: those of richText blocks (their links are checked
   * after filling, textLinkChecks.ts) and external addresses (checked after filling, referenceChecks.ts).
   */
  filledTexts: string[];
  /** The files of public/ it shows: the `src` of its images (found by the schema's index) that start with "/". */
  publicFiles: string[];
}

/** Adds to `routes` what a text may name as a route: itself before its "#", and its links' destinations. */
export function routesIn(text: string, routes: Set<string>): void {
  if (!text.includes("/")) return;
  routes.add(text.split("#")[0]!);
  for (const match of text.matchAll(LINK_DESTINATION)) routes.add(match[1]!.split("#")[0]!);
}

/** The facts of a parsed page, with `findReferences` (the page schema's index, as the checks use it). */
export function factsOf(file: JsonFile, findReferences: FindReferences): FileFacts {
  const routes = new Set<string>();
  const tokens = new Set<string>();
  walk(file.data, ({ value }) => {
    if (typeof value !== "string") return;
    if (value.includes("{{")) for (const token of tokensIn(value)) tokens.add(token);
    routesIn(value, routes);
  });
  const filledTexts = richTexts(file)
    .map(({ text }) => text)
    .filter((text) => text.includes("{{"));
  const publicFiles: string[] = [];
  for (const { kind, value } of findReferences(file.data)) {
    if (kind === "externalAddress" && typeof value === "string" && value.includes("{{")) filledTexts.push(value);
    // An image is an object whose `src` names the file, as the validator's image check reads it.
    const src = kind === "image" && value && typeof value === "object" ? (value as { src?: unknown }).src : undefined;
    if (typeof src === "string" && src.startsWith("/")) publicFiles.push(src);
  }
  return { routes, tokens: [...tokens], filledTexts, publicFiles };
}
