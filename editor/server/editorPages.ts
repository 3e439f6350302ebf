import { t } from "../app/strings.ts";
import { EDITOR_ADDRESSES } from "../shared/addresses.ts";

/** One HTML page of the editor: its title, the element its script renders into, that script, and who may frame it. */
interface EditorPage {
  title: string;
  rootId: string;
  script: string;
  /**
   * "none": no page may show it in a frame (another local page could otherwise lay it under its own and make the
   * user click in it). "self": only pages of the dev server's own origin, i.e. the editor showing its preview.
   */
  framedBy: "none" | "self";
}

const EDITOR: EditorPage = { title: t.appTitle, rootId: "editor", script: "/editor/app/main.tsx", framedBy: "none" };

/** The editor's pages by address: the editor, the preview frame it embeds, and the block catalog (decision 027). */
export const EDITOR_PAGES: Record<string, EditorPage> = {
  [EDITOR_ADDRESSES.editor]: EDITOR,
  [`${EDITOR_ADDRESSES.editor}/`]: EDITOR,
  [EDITOR_ADDRESSES.preview]: {
    title: t.previewHeading,
    rootId: "root",
    script: "/editor/preview/main.tsx",
    framedBy: "self",
  },
  [EDITOR_ADDRESSES.catalog]: {
    title: t.catalogTitle,
    rootId: "root",
    script: "/editor/catalog/main.tsx",
    framedBy: "none",
  },
};

/** The headers that say who may frame a page: CSP frame-ancestors, and X-Frame-Options for browsers without it. */
export function framingHeaders({ framedBy }: EditorPage): Record<string, string> {
  return framedBy === "self"
    ? { "Content-Security-Policy": "frame-ancestors 'self'", "X-Frame-Options": "SAMEORIGIN" }
    : { "Content-Security-Policy": "frame-ancestors 'none'", "X-Frame-Options": "DENY" };
}

/** The HTML of an editor page, before Vite adds its client and React's refresh preamble. */
export function editorPageHtml({ title, rootId, script }: EditorPage): string {
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>
  <body>
    <div id="${rootId}"></div>
    <script type="module" src="${script}"></script>
  </body>
</html>
`;
}
