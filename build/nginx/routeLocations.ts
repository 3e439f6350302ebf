import { hasParams } from "../../model/routing/routePatterns.ts";
import { browserRoutesOf, normalizePath } from "../../model/routing/routeResolver.ts";
import { APP_SHELL } from "../../server/pageFiles.ts";
import { routeFile } from "../routeFile.ts";
import { block, comment, quoted, type ConfPart } from "./nginxText.ts";

/** A regular expression for the addresses a route answers: `:name` is one segment, a trailing slash is allowed. */
export function routeRegex(pattern: string): string {
  const path = normalizePath(pattern);
  if (path === "/") return "^/$";
  const segments = path
    .split("/")
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^$|()[\]{}\\]/g, "\\$&")));
  return `^${segments.join("/")}/?$`;
}

/**
 * The site's routes as nginx locations, answering as server/pageFiles.ts does with the site's one resolver
 * (model/routing/routeResolver.ts). nginx tries regex locations in the order written, before `location /`: first
 * the exact routes a route with parameters would also answer, each to its prerendered page, then the routes with
 * parameters, to the app shell. Every other exact route is a prerendered `<route>/index.html`, which `location /`
 * finds with the build's other files (no page is listed, so a 10,000-page site's config stays this size).
 */
export function routeLocations(routes: string[]): ConfPart {
  const listed = browserRoutesOf(routes).map((route) =>
    block(`location ~ ${quoted(routeRegex(route))}`, [
      `try_files ${hasParams(route) ? APP_SHELL : `/${routeFile(route)}`} =404;`,
    ]),
  );
  return {
    server: [
      ...comment("Unknown addresses get the prerendered not-found page with status 404."),
      "error_page 404 /404.html;",
      "",
      ...comment(
        "Routes with parameters (their page is the client-rendered app shell), after the exact routes they would also",
        "answer (their prerendered page): the same order as model/routing/routeResolver.ts.",
      ),
      ...listed.flat(),
      "",
      ...comment(
        "Files as they are (/assets/…, /img/…, /favicon.svg), then prerendered pages: /preco and /preco/ ->",
        "/preco/index.html, / -> /index.html. `$uri` only matches files, so a folder without index.html is a 404.",
      ),
      ...block("location /", ["try_files $uri $uri/index.html =404;"]),
    ],
  };
}
