import { placeholdersFrom } from "../model/content/currentYear.ts";
import { lookup, tokensIn } from "../model/content/interpolate.ts";
import type { JsonFile } from "./jsonFile.ts";
import type { Problem } from "./problem.ts";
import { problemText } from "./problemCodes.ts";
import { privacyRouteProblems, richTextLinkProblems } from "./textLinkChecks.ts";
import { walk, type Visit } from "../model/content/walk.ts";
import { declaredRoutes } from "../model/routing/pageRoutes.ts";
import { rowFieldsIn } from "../model/content/collections.ts";
import type { CollectionUse, RouteClaim } from "./collectionChecks.ts";
import { referenceProblems } from "./referenceChecks.ts";
import { references as schemaReferences, type ReferenceFinders } from "./schemas.ts";

/** Everything the cross-file checks need to know about the site. */
export interface SiteFiles {
  site: JsonFile;
  pages: JsonFile[];
  /** The pages collections use as templates: not pages by themselves, their rows' pages are ({@link rowRoutes}). */
  templates: ReadonlySet<JsonFile>;
  /** The addresses the collections' rows make. */
  rowRoutes: RouteClaim[];
  /** The collections that make pages (a template's `{{row.…}}` references are checked with each row). */
  uses?: CollectionUse[];
  publicDir: string;
  /** Where the references are, by the schemas (default: the project's, validator/schemas.ts). */
  references?: ReferenceFinders;
  /**
   * Every address of the site in order (the pages', then the rows'), when the caller has them: then `pages` may hold
   * only the pages whose problems it wants (the editor's re-check), and routes are still those of the whole site.
   */
  claims?: RouteClaim[];
  /** The routes of `claims` without parameters, when the caller keeps them (else made from the claims). */
  linkable?: Set<string>;
}

type Located = Omit<Problem, "file" | "line" | "column">;
type Check = (files: SiteFiles) => Array<Located & { in: JsonFile }>;
/** A check that visits every value: given the site, it makes the visitor of one file, which reports what it finds. */
type WalkingCheck = (files: SiteFiles) => (file: JsonFile, report: (problem: Located) => void) => (node: Visit) => void;

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
  if (files.linkable) return files.linkable;
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

/**
 * Every `{{…}}` names a value of site.json (an address made with one is checked as a reference, referenceChecks.ts).
 * `{{row.…}}` belongs to a collection's template (its rows' fields are checked with the collection) and nowhere else.
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
    for (const path of paths)
      if (!path.startsWith("row.") && lookup(source, path) === undefined)
        report({ pointer: node.pointer, ...problemText("unknownPlaceholder", { path }) });
  };
};

const textLinks: Check = (files) => richTextLinkProblems(files.site, files.pages, linkableRoutes(files));

/** Actions, chat links, routes, external addresses and images, wherever the schema puts them. */
const references: Check = (files) =>
  referenceProblems({
    ...files,
    uses: files.uses ?? [],
    routes: linkableRoutes(files),
    placeholders: placeholdersFrom(files.site.data as object),
    references: files.references ?? schemaReferences(),
  });

const privacyPage: Check = (files) => privacyRouteProblems(files.site, linkableRoutes(files));

/** Checks that read whole files or the site's routes. */
const CHECKS: Check[] = [duplicateRoutes, textLinks, privacyPage, references];

/**
 * Checks that look at every value of every file. They share one walk per file: each of millions of values is visited
 * once, not once per check (at 10,000 pages the walks were the larger part of validation).
 */
const WALKING_CHECKS: WalkingCheck[] = [blankTexts, placeholders];

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
