import { interpolate, tokensIn } from "../../../model/content/interpolate.ts";
import { walk } from "../../../model/content/walk.ts";

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
  /** The files of public/ it shows (crossChecks' missingFiles reads the "src" texts that start with "/"). */
  publicFiles: string[];
}

/** The facts of a file's parsed content, with `source` (site.json's values) filling its placeholders. */
export function factsOf(data: unknown, source: unknown): FileFacts {
  const routes = new Set<string>();
  const addRoutes = (text: string) => {
    if (!text.includes("/")) return;
    routes.add(text.split("#")[0]!);
    for (const match of text.matchAll(LINK_DESTINATION)) routes.add(match[1]!.split("#")[0]!);
  };
  const tokens = new Set<string>();
  const publicFiles: string[] = [];
  walk(data, ({ value, key }) => {
    if (typeof value !== "string") return;
    if (value.includes("{{")) {
      for (const token of tokensIn(value)) tokens.add(token);
      addRoutes(interpolate(value, source));
    }
    addRoutes(value);
    if (key === "src" && value.startsWith("/")) publicFiles.push(value);
  });
  return { routes, tokens: [...tokens], publicFiles };
}
