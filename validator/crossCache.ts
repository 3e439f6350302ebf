import { existsSync } from "node:fs";
import { join } from "node:path";
import { placeholdersFrom } from "../model/content/currentYear.ts";
import { interpolate, lookup } from "../model/content/interpolate.ts";
import { declaredRoutes } from "../model/routing/pageRoutes.ts";
import type { CollectionUse, RouteClaim } from "./collectionChecks.ts";
import { crossChecks } from "./crossChecks.ts";
import { references } from "./schemas.ts";
import type { JsonFile } from "./jsonFile.ts";
import type { Problem } from "./problem.ts";
import { problemText } from "./problemCodes.ts";
import { factsOf, routesIn, type FileFacts } from "./fileFacts.ts";

/** What every file's cross-file problems were found against: the site's linkable routes and site.json's values. */
interface Context {
  routes: Set<string>;
  site: JsonFile;
  source: unknown;
  /** The routes of an earlier context that this one lacks, worked out once per pair. */
  removedSince: WeakMap<Context, string[]>;
  /** Each text filled with `source`, once: pages made from one model share most of their texts. */
  filled: Map<string, string>;
}

/** A page's cross-file problems (route clashes aside: they are the whole site's), and what they depended on. */
interface Found {
  context: Context;
  template: boolean;
  facts: FileFacts;
  /** Whether each of `facts.publicFiles` existed. */
  present: boolean[];
  /** The state of public/ it was found in: while no image the pages show came or went, the same number. */
  publicEpoch: number;
  /** `facts.filledTexts` filled with the context's site.json values, and the routes they name. */
  filled: string[];
  filledRoutes: Set<string>;
  problems: Problem[];
}

/** What {@link CrossCache.check} is given: validateLoaded's inputs to crossChecks. */
export interface CrossInput {
  site: JsonFile;
  pages: JsonFile[];
  templates: ReadonlySet<JsonFile>;
  rowRoutes: RouteClaim[];
  /** The collections that make pages: a template's `{{row.…}}` references are checked with each row. */
  uses: CollectionUse[];
  publicDir: string;
}

const DUPLICATE_ROUTE = problemText("duplicateRoute", { route: "", owner: "" }).code;
/** Contexts kept for reuse: the disk's and the edited document's alternate at each check. */
const RECENT_CONTEXTS = 4;
/** A page's results kept, one per context: the disk's and the edited document's, which alternate. */
const RESULTS_KEPT = 2;

/** `text` filled with the context's site.json values. */
function filledIn(context: Context, text: string): string {
  let filled = context.filled.get(text);
  if (filled === undefined) context.filled.set(text, (filled = interpolate(text, context.source)));
  return filled;
}

function sameSet(a: Set<string>, b: Set<string>): boolean {
  if (a.size !== b.size) return false;
  for (const item of a) if (!b.has(item)) return false;
  return true;
}

/** Whether each `{{…}}` path has a value in both contexts or in neither, worked out once per check. */
type SameExistence = (before: Context, token: string) => boolean;

/**
 * crossChecks over a site kept in memory, re-running it only on the pages whose problems a change can have changed:
 * the edited one, those that had problems or name a route that went away when the routes change, those whose
 * `{{…}}` came to name a value or stopped naming one with site.json, those whose filled texts (richText links,
 * external addresses made with `{{…}}`) changed with it, those whose images appeared or went. A site.json value a page
 * only shows changes none of its problems. Route clashes and site.json's own problems are found again at every check
 * (a few milliseconds at 10,000 pages).
 */
export class CrossCache {
  /** Each page's results, the latest first, in at most {@link RESULTS_KEPT} contexts. */
  private readonly found = new WeakMap<JsonFile, Found[]>();
  private readonly facts = new WeakMap<JsonFile, FileFacts>();
  private readonly claims = new WeakMap<JsonFile, RouteClaim[]>();
  private contexts: Context[] = [];
  /** Whether each file of public/ a page showed existed at the last check, and where public/ was. */
  private presence = new Map<string, boolean>();
  private publicDir = "";
  /** Changes when one of {@link presence}'s files comes or goes (or public/ moves): then each page's images are asked. */
  private publicEpoch = 0;
  /** The pages (templates aside: they are always checked) whose problems the last check found again. */
  lastRechecked: string[] = [];

  /** The same problems as crossChecks(input), in its order for each file. */
  check(input: CrossInput): Problem[] {
    const { site, pages, templates, rowRoutes, publicDir } = input;
    const claims: RouteClaim[] = [];
    for (const page of pages) if (!templates.has(page)) claims.push(...this.claimsOf(page));
    claims.push(...rowRoutes);
    const context = this.contextFor(site, claims);
    const exists = this.publicFilesIn(publicDir);
    // A template's references are checked with its rows and reported on them: templates are few, so always checked.
    const existence = new Map<Context, Map<string, boolean>>();
    const sameExistence: SameExistence = (before, token) => {
      let known = existence.get(before);
      if (!known) existence.set(before, (known = new Map()));
      let same = known.get(token);
      if (same === undefined) {
        same = (lookup(before.source, token) === undefined) === (lookup(context.source, token) === undefined);
        known.set(token, same);
      }
      return same;
    };
    const stale: JsonFile[] = [];
    for (const page of pages) {
      const template = templates.has(page);
      if (template || !this.carriedOver(page, context, exists, sameExistence)) stale.push(page);
    }
    this.lastRechecked = stale.filter((page) => !templates.has(page)).map((page) => page.file);
    const fresh = crossChecks({ ...input, pages: stale, claims, linkable: context.routes });
    const byFile = new Map<string, Problem[]>();
    const duplicates: Problem[] = [];
    for (const problem of fresh) {
      if (problem.code === DUPLICATE_ROUTE) duplicates.push(problem);
      else {
        const list = byFile.get(problem.file);
        if (list) list.push(problem);
        else byFile.set(problem.file, [problem]);
      }
    }
    for (const page of stale) {
      const facts = this.factsOf(page);
      const filled = facts.filledTexts.map((text) => filledIn(context, text));
      const filledRoutes = new Set<string>();
      for (const text of filled) routesIn(text, filledRoutes);
      const found: Found = {
        context,
        template: templates.has(page),
        facts,
        present: facts.publicFiles.map(exists),
        publicEpoch: this.publicEpoch,
        filled,
        filledRoutes,
        problems: byFile.get(page.file) ?? [],
      };
      this.remember(page, found);
    }
    const problems = [...duplicates, ...(byFile.get(site.file) ?? [])];
    for (const page of pages) {
      const found = this.found.get(page)![0]!.problems;
      if (found.length > 0) problems.push(...found);
    }
    for (const { file } of input.uses) problems.push(...(byFile.get(file.file) ?? []));
    return problems;
  }

  /** The files of public/ the pages show (as found by their last check). */
  publicFiles(pages: JsonFile[]): Set<string> {
    const paths = new Set<string>();
    for (const page of pages) for (const path of this.found.get(page)?.[0]?.facts.publicFiles ?? []) paths.add(path);
    return paths;
  }

  /** A page's facts, gathered once per parsed file. */
  private factsOf(page: JsonFile): FileFacts {
    let facts = this.facts.get(page);
    if (!facts) {
      facts = factsOf(page, references().page);
      this.facts.set(page, facts);
    }
    return facts;
  }

  /** The routes a page claims, read once per parsed file. */
  private claimsOf(page: JsonFile): RouteClaim[] {
    let claims = this.claims.get(page);
    if (!claims) {
      claims = declaredRoutes(page.data).map(({ route, pointer }) => ({ route, pointer, in: page }));
      this.claims.set(page, claims);
    }
    return claims;
  }

  /** A recent context with the same site.json and routes, or a new one. */
  private contextFor(site: JsonFile, claims: RouteClaim[]): Context {
    const routes = new Set<string>();
    for (const { route } of claims) if (!route.includes(":")) routes.add(route);
    const sameRoutes = this.contexts.find((context) => sameSet(context.routes, routes))?.routes;
    const known = this.contexts.find((context) => context.site === site && context.routes === sameRoutes);
    if (known) return known;
    // The same routes are the same object: a page is then compared on what a site.json edit changed, and no more.
    const context = {
      routes: sameRoutes ?? routes,
      site,
      source: placeholdersFrom(site.data as object),
      removedSince: new WeakMap(),
      filled: new Map(),
    };
    this.contexts = [context, ...this.contexts].slice(0, RECENT_CONTEXTS);
    return context;
  }

  /**
   * Whether a file of public/ exists, asked once per check: the files the pages showed are asked first (a few dozen
   * distinct images), and when none came or went, a page's own images need no look.
   */
  private publicFilesIn(publicDir: string): (path: string) => boolean {
    let changed = publicDir !== this.publicDir;
    for (const [path, existed] of this.presence)
      if (existsSync(join(publicDir, path)) !== existed) {
        this.presence.set(path, !existed);
        changed = true;
      }
    if (changed) {
      this.publicDir = publicDir;
      this.presence.clear();
      this.publicEpoch++;
    }
    return (path) => {
      let present = this.presence.get(path);
      if (present === undefined) this.presence.set(path, (present = existsSync(join(publicDir, path))));
      return present;
    };
  }

  /** Keeps a page's results as its latest, beside its results in another context. */
  private remember(page: JsonFile, found: Found): void {
    const kept = this.found.get(page) ?? [];
    const others = kept.filter((known) => known.context !== found.context);
    this.found.set(page, [found, ...others].slice(0, RESULTS_KEPT));
  }

  /**
   * Whether a page's problems found in an earlier check hold in `context` too: then they are kept as its latest. A
   * page's results in the same context are found again at once (the disk's and an edit's alternate); otherwise its
   * latest results are compared with what the change can reach.
   */
  private carriedOver(
    page: JsonFile,
    context: Context,
    exists: (path: string) => boolean,
    sameExistence: SameExistence,
  ): boolean {
    const kept = this.found.get(page);
    if (!kept) return false;
    for (const found of kept) {
      if (found.context !== context || found.template) continue;
      if (!this.samePublicFiles(found, exists)) return false;
      if (found !== kept[0]) this.found.set(page, [found, kept[0]!]);
      return true;
    }
    const latest = kept[0]!;
    if (latest.template || !this.samePublicFiles(latest, exists)) return false;
    if (!this.holdsIn(latest, context, sameExistence)) return false;
    this.remember(page, { ...latest, context });
    return true;
  }

  /** Whether each image the page shows is still there, or still missing. */
  private samePublicFiles({ facts, present, publicEpoch }: Found, exists: (path: string) => boolean): boolean {
    if (publicEpoch === this.publicEpoch) return true;
    const { publicFiles } = facts;
    for (let index = 0; index < publicFiles.length; index++)
      if (exists(publicFiles[index]!) !== present[index]) return false;
    return true;
  }

  /** Whether problems found in one context hold in another: what the page reads of site.json and the routes is the same. */
  private holdsIn(found: Found, context: Context, sameExistence: SameExistence): boolean {
    const before = found.context;
    if (before.site !== context.site) {
      for (const token of found.facts.tokens) if (!sameExistence(before, token)) return false;
      const { filledTexts } = found.facts;
      for (let index = 0; index < filledTexts.length; index++)
        if (filledIn(context, filledTexts[index]!) !== found.filled[index]) return false;
    }
    if (before.routes !== context.routes) {
      // A problem may name the routes (an unknown one, with the nearest as a suggestion): found again.
      if (found.problems.length > 0) return false;
      for (const route of this.removed(before, context))
        if (found.facts.routes.has(route) || found.filledRoutes.has(route)) return false;
    }
    return true;
  }

  private removed(before: Context, after: Context): string[] {
    let removed = after.removedSince.get(before);
    if (!removed) {
      removed = [...before.routes].filter((route) => !after.routes.has(route));
      after.removedSince.set(before, removed);
    }
    return removed;
  }
}
