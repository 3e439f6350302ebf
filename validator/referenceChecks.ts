import { existsSync } from "node:fs";
import { join } from "node:path";
import { rowFieldsIn } from "../model/content/collections.ts";
import { interpolate, lookup, tokensIn } from "../model/content/interpolate.ts";
import type { Reference } from "../model/references/referenceIndex.ts";
import type { ReferenceKind } from "../model/references/referenceKinds.ts";
import { isSafeExternalUrl } from "../renderer/chat/safeUrl.ts";
import type { CollectionUse } from "./collectionChecks.ts";
import type { JsonFile } from "./jsonFile.ts";
import { problemText, type ProblemText } from "./problemCodes.ts";
import type { ReferenceFinders } from "./schemas.ts";
import { cutShort } from "./schemaMessages.ts";
import { didYouMean } from "./suggest.ts";
import { PRIVACY_ROUTE_POINTER } from "./textLinkChecks.ts";

/** A problem of a reference, before its position is looked up. */
export type ReferenceProblem = ProblemText & { pointer: string; in: JsonFile };

/** What the reference checks need to know about the site. */
export interface ReferenceContext {
  site: JsonFile;
  pages: JsonFile[];
  templates: ReadonlySet<JsonFile>;
  /** The collections that make pages from a template: a reference a row fills in is checked with each row. */
  uses: CollectionUse[];
  /** The routes a link may point at. */
  routes: ReadonlySet<string>;
  /** The values `{{…}}` are filled from (site.json's and the current year). */
  placeholders: object;
  publicDir: string;
  references: ReferenceFinders;
}

/** What one reference's check is given: the file it is in, its value (filled by a row's fields, for a row). */
interface Seen {
  file: JsonFile;
  value: unknown;
  /** The page's chat links; undefined in site.json, which has none. */
  links: Record<string, unknown> | undefined;
}

type ReferenceCheck = (seen: Seen, context: ReferenceContext) => Array<ProblemText & { at?: string }>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A call to action leads to exactly one place: a chat link of the page, a route or an external address. */
const action: ReferenceCheck = ({ value }) => {
  if (!isObject(value)) return [];
  const count = [value.chat, value.to, value.href].filter((target) => target !== undefined).length;
  return count === 1 ? [] : [problemText("actionDestinations", { count })];
};

/** A chat link is one the page declares in `links` (site.json declares none). */
const chatLink: ReferenceCheck = ({ value, links }) => {
  if (typeof value !== "string") return [];
  if (!links) return [problemText("chatOutsidePage")];
  if (value in links) return [];
  return [problemText("undeclaredChatLink", { link: value, suggestion: didYouMean(value, Object.keys(links)) })];
};

/** A plan a card names is one of site.json's plans. */
const sitePlan: ReferenceCheck = ({ value }, { site }) => {
  if (typeof value !== "string") return [];
  const plans = isObject(site.data) && isObject(site.data.plans) ? site.data.plans : {};
  if (value in plans) return [];
  return [problemText("unknownPlan", { plan: value, suggestion: didYouMean(value, Object.keys(plans)) })];
};

/** A route is one some page answers on. */
const route: ReferenceCheck = ({ value }, { routes }) => {
  if (typeof value !== "string") return [];
  const path = value.split("#")[0]!;
  return routes.has(path) ? [] : [problemText("unknownRoute", { route: path, suggestion: didYouMean(path, routes) })];
};

/**
 * An address that leaves the site is one the renderer shows ({@link isSafeExternalUrl}), once its `{{…}}` are filled.
 * A value the schema's prefix already refuses (http://, a route) is reported there, once; one with a `{{…}}` that
 * site.json lacks, as that.
 */
const externalAddress: ReferenceCheck = ({ value }, { placeholders }) => {
  if (typeof value !== "string" || !/^(\{\{|https:\/\/|mailto:|tel:)/.test(value)) return [];
  const paths = value.includes("{{") ? tokensIn(value) : [];
  if (paths.some((path) => lookup(placeholders, path) === undefined)) return [];
  const address = interpolate(value, placeholders);
  if (isSafeExternalUrl(address)) return [];
  const leading = paths.find((path) => value.startsWith(`{{${path}}}`));
  return [
    leading
      ? problemText("unsafePlaceholderUrl", { path: leading, value: cutShort(address) })
      : problemText("unsafeUrl", { value: cutShort(address) }),
  ];
};

/** Every image path names a file of public/. */
function imageCheck(publicDir: string): ReferenceCheck {
  // Many pages show the same few images: each path is looked up on disk once.
  const exists = new Map<string, boolean>();
  const existsInPublic = (path: string) =>
    exists.get(path) ?? exists.set(path, existsSync(join(publicDir, path))).get(path)!;
  return ({ value }) => {
    const src = isObject(value) ? value.src : undefined;
    if (typeof src !== "string" || !src.startsWith("/") || existsInPublic(src)) return [];
    return [{ ...problemText("missingPublicFile", { path: src }), at: "/src" }];
  };
}

/** A page's chat links, when they are an object (the schema reports them otherwise). */
function pageLinks(page: JsonFile): Record<string, unknown> {
  const links = isObject(page.data) ? page.data.links : undefined;
  return isObject(links) ? links : {};
}

/** The longest of a row's fields a text uses: the likeliest one to be at fault. */
function longestField(row: Record<string, string>, fields: string[]): string {
  return fields.reduce((longest, field) => ((row[field]?.length ?? 0) > (row[longest]?.length ?? 0) ? field : longest));
}

/**
 * Every reference of the site's files, found by the schema (model/references), checked by its kind. In a collection's
 * template, a reference made with `{{row.…}}` is checked with each row's fields filled in, and reported on the row.
 */
export function referenceProblems(context: ReferenceContext): ReferenceProblem[] {
  const { site, pages, templates, uses, references } = context;
  const checks: Record<ReferenceKind, ReferenceCheck> = {
    action,
    chatLink,
    route,
    externalAddress,
    image: imageCheck(context.publicDir),
    sitePlan,
  };
  const problems: ReferenceProblem[] = [];
  const check = (file: JsonFile, { kind, pointer, value }: Reference) => {
    // The privacy policy's route has its own problem, which says what that page is for (textLinkChecks.ts).
    if (file === site && pointer === PRIVACY_ROUTE_POINTER) return;
    const links = file === site ? undefined : pageLinks(file);
    const rowFields = typeof value === "string" && templates.has(file) ? rowFieldsIn(value) : [];
    if (rowFields.length === 0) {
      for (const { at = "", ...text } of checks[kind]({ file, value, links }, context))
        problems.push({ in: file, pointer: `${pointer}${at}`, ...text });
      return;
    }
    const { line, column } = file.locate(pointer);
    for (const use of uses.filter((use) => use.template === file))
      use.rows.forEach((row, index) => {
        // A row without a field the template uses is reported as such (collectionChecks.ts).
        if (rowFields.some((field) => !(field in row))) return;
        const filled = interpolate(value, { row });
        for (const text of checks[kind]({ file, value: filled, links }, context))
          problems.push({
            in: use.file,
            pointer: `/rows/${index}/${longestField(row, rowFields)}`,
            ...problemText("rowText", {
              slug: row.slug,
              problem: text.message,
              hint: text.hint,
              template: `${file.file}:${line}:${column}`,
            }),
          });
      });
  };
  for (const reference of references.site(site.data)) check(site, reference);
  for (const page of pages) for (const reference of references.page(page.data)) check(page, reference);
  return problems;
}
