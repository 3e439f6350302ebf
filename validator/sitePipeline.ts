import type { ValidateFunction } from "ajv";
import { PAGES_FOLDER, PUBLIC_DIR } from "../model/paths.ts";
import {
  collectionProblems,
  collectionUses,
  rowRouteClaims,
  templateFiles,
  type CollectionUse,
  type FileProblem,
  type RouteClaim,
} from "./collectionChecks.ts";
import { CrossCache, type CrossInput } from "./crossCache.ts";
import { crossChecks } from "./crossChecks.ts";
import { experimentProblems } from "./experimentChecks.ts";
import type { JsonFile } from "./jsonFile.ts";
import { runningTestProblems } from "./launchExperimentChecks.ts";
import { launchProblems } from "./launchProblems.ts";
import { planPriceProblems } from "./planPriceChecks.ts";
import type { Problem } from "./problem.ts";
import { problemText } from "./problemCodes.ts";
import { relevantErrors, schemaMessage } from "./schemaMessages.ts";
import { validators } from "./schemas.ts";

/** Options of a check of the whole site. */
export interface ValidateOptions {
  /** Folder whose files image paths are checked against (default: the repository's public/). */
  publicDir?: string;
  /** Also report every placeholder the business must replace before going live (`npm run validate -- --launch`). */
  launch?: boolean;
}

/** A site config folder read into memory: its parsed files and the problems met while reading them. */
export interface LoadedSite {
  site?: JsonFile;
  pages: JsonFile[];
  /** The collections of collections/ (a template page and its rows), sorted by file name. */
  collections: JsonFile[];
  /** The A/B tests of experiments/ (absent where a caller reads no tests). */
  experiments?: JsonFile[];
  /** The variants' pages, experiments/<test>/<variant>.json. */
  variants?: JsonFile[];
  /** The models of sections, sections/<name>.json (absent where a caller reads none). */
  sections?: JsonFile[];
  /** Files that could not be read or are not JSON, and keys written twice. */
  problems: Problem[];
}

/** The schema's problems of one parsed file, located. */
export function schemaProblems(file: JsonFile, validate: ValidateFunction): Problem[] {
  if (validate(file.data)) return [];
  return relevantErrors(validate.errors ?? []).map((error) => {
    const { pointer, ...text } = schemaMessage(error);
    return { file: file.file, pointer, ...file.locate(pointer), ...text };
  });
}

/** A problem found in a file, at the line and column of its pointer. */
function located({ in: file, ...problem }: FileProblem): Problem {
  return { file: file.file, ...file.locate(problem.pointer), ...problem };
}

/** The order problems are reported in: by file, then line, then column. */
export function byPosition(a: Problem, b: Problem): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;
}

/** What the rows of the collections gave, and the collections and templates they were checked with. */
interface RowsFound {
  uses: Array<[JsonFile, JsonFile]>;
  validate: ValidateFunction;
  problems: Problem[];
  rowRoutes: RouteClaim[];
}

/**
 * The one list of the site's checks, run in order: the files' schemas, the collections' rows, the cross-file checks,
 * the plans' prices, the A/B tests, the models of sections and, when asked, the launch placeholders. `npm run
 * validate`, the build and the editor all run it. A pipeline that `remembers` keeps what each parsed file gave (its
 * schema problems, its cross-file facts and problems, its prices) and checks again only what a new version of the site
 * can have changed: the editor keeps one per site and asks it after every edit. A parsed file is the same object while
 * it does not change, so its facts are kept by identity and dropped with it.
 */
export class SitePipeline {
  private readonly schema = new WeakMap<JsonFile, { validate: ValidateFunction; problems: Problem[] }>();
  private readonly cross?: CrossCache;
  /** The last two (the disk's and the edited document's alternate). */
  private rows: RowsFound[] = [];

  constructor({ remember = false }: { remember?: boolean } = {}) {
    if (remember) this.cross = new CrossCache();
  }

  /** Every problem of the site, by file, line and column. */
  check(loaded: LoadedSite, options: ValidateOptions = {}): Problem[] {
    const { site, pages, collections, experiments = [], variants = [], sections = [] } = loaded;
    const problems = [...loaded.problems];
    if (pages.length === 0 && !loaded.problems.some((problem) => problem.file.startsWith(PAGES_FOLDER))) {
      problems.push({ file: PAGES_FOLDER, pointer: "", line: 1, column: 1, ...problemText("noPages") });
    }
    const validate = validators();
    const schemaOf = (file: JsonFile, check: ValidateFunction) => this.schemaOf(file, check);
    if (site) problems.push(...schemaOf(site, validate.site));
    // A collection's template is checked through its rows (collectionProblems): as written, its {{row.…}} texts would
    // be measured by the marker's length instead of the row's.
    const templates = templateFiles(pages, collections);
    for (const page of pages) if (!templates.has(page)) problems.push(...schemaOf(page, validate.page));
    const validCollections = collections.filter((file) => {
      const found = schemaOf(file, validate.collection);
      problems.push(...found);
      return found.length === 0;
    });
    const { uses, problems: useProblems } = collectionUses(pages, validCollections);
    const rows = this.rowsOf(uses, validate.page);
    problems.push(...useProblems.map(located), ...rows.problems);
    if (site) {
      const publicDir = options.publicDir ?? PUBLIC_DIR;
      problems.push(...this.crossOf({ site, pages, templates, rowRoutes: rows.rowRoutes, uses, publicDir }));
    }
    // A price on one page makes a problem on another: each page's prices are read once, compared at each check.
    problems.push(...planPriceProblems(pages, templates, site).map(located));
    if (experiments.length > 0) {
      const tests = experimentProblems({
        ...{ experiments, variants, pages, templates, schemaProblems: schemaOf },
        ...{ validateExperiment: validate.experiment, validatePage: validate.page },
      });
      problems.push(...tests.problems, ...tests.located.map(located));
    }
    // A model of a section is checked as its block would be in a page: its mistakes show before anyone copies it.
    for (const section of sections) problems.push(...schemaOf(section, validate.section));
    if (options.launch) problems.push(...launchProblems({ site, pages }), ...runningTestProblems(site, experiments));
    return problems.sort(byPosition);
  }

  /** The pages (collections' templates aside) whose cross-file problems the last check found again. */
  rechecked(): string[] {
    return this.cross?.lastRechecked ?? [];
  }

  /** The files of public/ the pages show, as their last check found them (none when the pipeline remembers nothing). */
  publicFiles(pages: JsonFile[]): Set<string> {
    return this.cross?.publicFiles(pages) ?? new Set();
  }

  private crossOf(files: CrossInput): Problem[] {
    return this.cross ? this.cross.check(files) : crossChecks(files);
  }

  private schemaOf(file: JsonFile, validate: ValidateFunction): Problem[] {
    const known = this.schema.get(file);
    if (known?.validate === validate) return known.problems;
    const problems = schemaProblems(file, validate);
    this.schema.set(file, { validate, problems });
    return problems;
  }

  /** collectionProblems and rowRouteClaims of the collections, again only when one of them or a template changed. */
  private rowsOf(uses: CollectionUse[], validate: ValidateFunction): RowsFound {
    const pairs = uses.map(({ file, template }): [JsonFile, JsonFile] => [file, template]);
    const same = (found: RowsFound) =>
      found.validate === validate &&
      found.uses.length === pairs.length &&
      found.uses.every(([file, template], index) => file === pairs[index]![0] && template === pairs[index]![1]);
    const known = this.rows.find(same);
    if (known) return known;
    const found = {
      uses: pairs,
      validate,
      problems: collectionProblems(uses, validate).map(located),
      rowRoutes: rowRouteClaims(uses),
    };
    this.rows = [found, ...this.rows].slice(0, 2);
    return found;
  }
}
