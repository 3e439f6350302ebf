import { placeholdersFrom } from "../model/content/currentYear.ts";
import { interpolate } from "../model/content/interpolate.ts";
import { inlinePieces, linkTarget } from "../blocks/richText/inlineMarkup.ts";
import type { JsonFile } from "./jsonFile.ts";
import type { Problem } from "./problem.ts";
import { problemText } from "./problemCodes.ts";
import { didYouMean } from "./suggest.ts";

/** A problem found in one file, before its position is looked up. */
export type FileProblem = Omit<Problem, "file" | "line" | "column"> & { in: JsonFile };

interface RichTextShape {
  type?: unknown;
  content?: Array<{ text?: unknown; items?: unknown[] }>;
}

/** Every text of a page's richText blocks, with its JSON pointer: the texts whose links are checked. */
export function richTexts(page: JsonFile): Array<{ text: string; pointer: string }> {
  const blocks = (page.data as { blocks?: unknown } | null)?.blocks;
  // A page whose blocks are not a list is the schema's to report; there is no text to check here.
  if (!Array.isArray(blocks)) return [];
  return (blocks as RichTextShape[]).flatMap((block, blockIndex) => {
    if (block?.type !== "richText" || !Array.isArray(block.content)) return [];
    return block.content.flatMap((part, partIndex) => {
      const at = `/blocks/${blockIndex}/content/${partIndex}`;
      const texts = [
        { value: part?.text, pointer: `${at}/text` },
        ...(Array.isArray(part?.items) ? part.items : []).map((value, index) => ({
          value,
          pointer: `${at}/items/${index}`,
        })),
      ];
      return texts
        .filter((entry): entry is { value: string; pointer: string } => typeof entry.value === "string")
        .map(({ value, pointer }) => ({ text: value, pointer }));
    });
  });
}

/** `[rótulo](destino)` links in richText blocks must go to a page of the site or a safe address. */
export function richTextLinkProblems(site: JsonFile, pages: JsonFile[], routes: ReadonlySet<string>): FileProblem[] {
  const source = placeholdersFrom(site.data as object);
  return pages.flatMap((page) =>
    richTexts(page).flatMap(({ text, pointer }) =>
      inlinePieces(interpolate(text, source)).flatMap((piece): FileProblem[] => {
        if (!("link" in piece)) return [];
        const target = linkTarget(piece.link);
        if (!target)
          return [{ in: page, pointer, ...problemText("unsafeTextLink", { label: piece.text, target: piece.link }) }];
        const route = "route" in target ? target.route.split("#")[0]! : undefined;
        if (route === undefined || routes.has(route)) return [];
        return [
          { in: page, pointer, ...problemText("unknownRoute", { route, suggestion: didYouMean(route, routes) }) },
        ];
      }),
    ),
  );
}

/** Where site.json names the privacy policy's route. */
export const PRIVACY_ROUTE_POINTER = "/privacy/route";

/** The privacy policy that the footer, the consent banner and the contact form link to must exist. */
export function privacyRouteProblems(site: JsonFile, routes: ReadonlySet<string>): FileProblem[] {
  const route = (site.data as { privacy?: { route?: unknown } } | null)?.privacy?.route;
  if (typeof route !== "string" || routes.has(route)) return [];
  return [
    {
      in: site,
      pointer: PRIVACY_ROUTE_POINTER,
      ...problemText("missingPrivacyPage", { route, suggestion: didYouMean(route, routes) }),
    },
  ];
}
