import { existsSync } from "node:fs";
import { join } from "node:path";
import { placeholdersFrom } from "../model/content/currentYear.ts";
import { interpolate, lookup, tokensIn } from "../model/content/interpolate.ts";
import { isSafeExternalUrl } from "../renderer/chat/safeUrl.ts";
import { cutShort } from "./schemaMessages.ts";
import type { JsonFile } from "./jsonFile.ts";
import type { Problem } from "./problem.ts";
import { problemText } from "./problemCodes.ts";
import { didYouMean } from "./suggest.ts";
import { privacyRouteProblems, richTextLinkProblems } from "./textLinkChecks.ts";
import { isAction, walk, type Visit } from "../model/content/walk.ts";
import { declaredRoutes } from "../model/routing/pageRoutes.ts";
import { rowFieldsIn } from "../model/content/collections.ts";
import type { RouteClaim } from "./collectionChecks.ts";

/** Everything the cross-file checks need to know about the site. */
export interface SiteFiles {
  site: JsonFile;
  pages: JsonFile[];
  /** The pages collections use as templates: not pages by themselves, their rows' pages are ({@link rowRoutes}). */
  templates: ReadonlySet<JsonFile>;
  /** The addresses the collections' rows make. */
  rowRoutes: RouteClaim[];
  publicDir: string;
  /**
   * Every address of the site in order (the pages', then the rows'), when the caller has them: then `pages` may hold
   * only the pages whose problems it wants (the editor's re-check), and routes are still those of the whole site.
   */
  claims?: RouteClaim[];
}

type Located = Omit<Problem, "file" | "line" | "column">;
type Check = (files: SiteFiles) => Array<Located & { in: JsonFile }>;
/** A check that visits every value: given the site, it makes the visitor of one file, which reports what it finds. */
type WalkingCheck = (files: SiteFiles) => (file: JsonFile, report: (problem: Located) => void) => (node: Visit) => void;

interface PageShape {
  links?: Record<string, { message?: unknown }>;
}

/** The page's fields the checks read, each only when it has the right kind (the schema reports the others). */
function shape(file: JsonFile): PageShape {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === "object" && value !== null && !Array.isArray(value);
  const data = isObject(file.data) ? file.data : {};
  return { links: isObject(data.links) ? (data.links as PageShape["links"]) : undefined };
}

/** Every address the site answers on, with where it is written: the pages' (templates aside), then the rows'. */
function routeClaims({ pages, templates, rowRoutes, claims }: SiteFiles): RouteClaim[] {
  if (claims) return claims;
  const pageClaims = pages
    .filter((page) => !templates.has(page))
    .flatMap((page) => declaredRoutes(page.data).map(({ route, pointer }) => ({ route, pointer, in: page })));
  return [...pageClaims, ...rowRoutes];
}

const duplicateRoutes: Check = (files) => {
  const owner = new Map<string, JsonFile>();
  const problems: ReturnType<Check> = [];
  for (const { route, pointer, in: file } of routeClaims(files)) {
    const first = owner.get(route);
    if (first) problems.push({ in: file, pointer, ...problemText("duplicateRoute", { route, owner: first.file }) });
    else owner.set(route, file);
  }
  return problems;
};

/** Each check run's linkable routes, made once for the three checks that read them. */
const linkable = new WeakMap<SiteFiles, Set<string>>();

/** Routes a link may point at: the site's addresses without parameters. */
function linkableRoutes(files: SiteFiles): Set<string> {
  let routes = linkable.get(files);
  if (!routes) {
    routes = new Set(
      routeClaims(files)
        .map(({ route }) => route)
        .filter((route) => !route.includes(":")),
    );
    linkable.set(files, routes);
  }
  return routes;
}

/** Calls to action lead to exactly one place, and a place that exists: a chat link of the page or a route. */
const actionTargets: WalkingCheck = (files) => {
  const { site } = files;
  const routes = linkableRoutes(files);
  return (file, report) => {
    const links = file === site ? undefined : (shape(file).links ?? {});
    return (node) => {
      if (!isAction(node)) return;
      const { chat, to, href } = node.value;
      const targets = [chat, to, href].filter((target) => target !== undefined);
      if (targets.length !== 1)
        report({ pointer: node.pointer, ...problemText("actionDestinations", { count: targets.length }) });
      if (typeof chat === "string") {
        if (!links) report({ pointer: `${node.pointer}/chat`, ...problemText("chatOutsidePage") });
        else if (!(chat in links)) {
          report({
            pointer: `${node.pointer}/chat`,
            ...problemText("undeclaredChatLink", { link: chat, suggestion: didYouMean(chat, Object.keys(links)) }),
          });
        }
      }
      if (typeof to === "string") {
        const route = to.split("#")[0]!;
        if (!routes.has(route))
          report({
            pointer: `${node.pointer}/to`,
            ...problemText("unknownRoute", { route, suggestion: didYouMean(route, routes) }),
          });
      }
    };
  };
};

const floatingChat: Check = ({ pages }) =>
  pages.flatMap((page) => {
    const data = page.data as {
      layout?: { floatingChat?: string };
      aliases?: Array<{ layout?: { floatingChat?: string } }>;
    };
    const links = shape(page).links ?? {};
    const uses = [
      { name: data?.layout?.floatingChat, pointer: "/layout/floatingChat" },
      ...(Array.isArray(data?.aliases) ? data.aliases : []).map((alias, index) => ({
        name: alias?.layout?.floatingChat,
        pointer: `/aliases/${index}/layout/floatingChat`,
      })),
    ];
    return uses
      .filter((use): use is { name: string; pointer: string } => typeof use.name === "string" && !(use.name in links))
      .map((use) => ({
        in: page,
        pointer: use.pointer,
        ...problemText("undeclaredChatLink", { link: use.name, suggestion: didYouMean(use.name, Object.keys(links)) }),
      }));
  });

/** A text made only of spaces passes "minLength" but shows the visitor nothing. */
const blankTexts: WalkingCheck = () => (_file, report) => (node) => {
  if (typeof node.value !== "string" || node.value.length === 0 || node.value.trim() !== "") return;
  const link = /^\/links\/([^/]+)\/message$/.exec(node.pointer)?.[1];
  report(
    link
      ? { pointer: node.pointer, ...problemText("blankLinkMessage", { link }) }
      : { pointer: node.pointer, ...problemText("blankText", { field: node.key }) },
  );
};

/** Every image path names a file of public/. */
const missingFiles: WalkingCheck = ({ publicDir }) => {
  // Many pages show the same few images: each path is looked up on disk once.
  const exists = new Map<string, boolean>();
  const existsInPublic = (path: string) =>
    exists.get(path) ?? exists.set(path, existsSync(join(publicDir, path))).get(path)!;
  return (_file, report) => (node) => {
    if (node.key !== "src" || typeof node.value !== "string" || !node.value.startsWith("/")) return;
    if (!existsInPublic(node.value))
      report({ pointer: node.pointer, ...problemText("missingPublicFile", { path: node.value }) });
  };
};

/** Where the renderer sends a link that leaves the site: it drops any address {@link isSafeExternalUrl} refuses. */
const EXTERNAL_ADDRESS_KEYS = new Set(["href", "url"]);

/**
 * Every `{{…}}` names a value of site.json, and an address made with one is still a safe one. `{{row.…}}` belongs to
 * a collection's template (its rows' fields are checked with the collection) and nowhere else.
 */
const placeholders: WalkingCheck = ({ site, templates }) => {
  const source = placeholdersFrom(site.data as object);
  const outsideTemplate = new Set<JsonFile>();
  return (file, report) => (node) => {
    const text = node.value;
    if (typeof text !== "string") return;
    // Most of a site's millions of strings have no placeholder: no regular expression runs on them.
    const hasPlaceholders = text.includes("{{");
    const rowFields = hasPlaceholders ? rowFieldsIn(text) : [];
    // Once per file: a page with many {{row.…}} (a template whose collection is broken) gets one line, not dozens.
    if (rowFields.length > 0 && !templates.has(file) && !outsideTemplate.has(file)) {
      outsideTemplate.add(file);
      report({ pointer: node.pointer, ...problemText("rowPlaceholderOutsideTemplate", { field: rowFields[0]! }) });
    }
    const paths = hasPlaceholders ? tokensIn(text) : [];
    const unknown = paths.filter((path) => !path.startsWith("row.") && lookup(source, path) === undefined);
    for (const path of unknown) report({ pointer: node.pointer, ...problemText("unknownPlaceholder", { path }) });
    // A value the schema's prefix already refuses (http://, a route) is reported there, once; an address a row fills
    // in is checked with each row.
    if (
      unknown.length > 0 ||
      rowFields.length > 0 ||
      !EXTERNAL_ADDRESS_KEYS.has(String(node.key)) ||
      !/^(\{\{|https:\/\/|mailto:|tel:)/.test(text)
    )
      return;
    const address = interpolate(text, source);
    if (isSafeExternalUrl(address)) return;
    const leading = paths.find((path) => text.startsWith(`{{${path}}}`));
    report({
      pointer: node.pointer,
      ...(leading
        ? problemText("unsafePlaceholderUrl", { path: leading, value: cutShort(address) })
        : problemText("unsafeUrl", { value: cutShort(address) })),
    });
  };
};

const textLinks: Check = (files) => richTextLinkProblems(files.site, files.pages, linkableRoutes(files));

const privacyPage: Check = (files) => privacyRouteProblems(files.site, linkableRoutes(files));

/** Checks that read whole files or the site's routes. */
const CHECKS: Check[] = [duplicateRoutes, floatingChat, textLinks, privacyPage];

/**
 * Checks that look at every value of every file. They share one walk per file: each of millions of values is visited
 * once, not once per check (at 10,000 pages the walks were the larger part of validation).
 */
const WALKING_CHECKS: WalkingCheck[] = [actionTargets, blankTexts, missingFiles, placeholders];

function walkingProblems(files: SiteFiles): ReturnType<Check> {
  const forFile = WALKING_CHECKS.map((check) => check(files));
  const problems: ReturnType<Check> = [];
  for (const file of [files.site, ...files.pages]) {
    const visitors = forFile.map((visitorFor) =>
      visitorFor(file, (problem) => problems.push({ in: file, ...problem })),
    );
    walk(file.data, (node) => {
      for (const visit of visitors) visit(node);
    });
  }
  return problems;
}

/** Problems that the JSON Schema cannot see: references between files, routes, links and files on disk. */
export function crossChecks(files: SiteFiles): Problem[] {
  return [...CHECKS.flatMap((check) => check(files)), ...walkingProblems(files)].map(({ in: file, ...problem }) => ({
    file: file.file,
    ...file.locate(problem.pointer),
    ...problem,
  }));
}
