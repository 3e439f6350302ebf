import { existsSync } from "node:fs";
import { join } from "node:path";
import type { ValidateFunction } from "ajv";
import { PAGES_FOLDER } from "../../../model/paths.ts";
import {
  collectionProblems,
  collectionUses,
  rowRouteClaims,
  templateFiles,
  type CollectionUse,
  type FileProblem,
  type RouteClaim,
} from "../../../validator/collectionChecks.ts";
import { experimentProblems } from "../../../validator/experimentChecks.ts";
import type { JsonFile } from "../../../validator/jsonFile.ts";
import { planPriceProblems } from "../../../validator/planPriceChecks.ts";
import type { Problem } from "../../../validator/problem.ts";
import { problemText } from "../../../validator/problemCodes.ts";
import { validators } from "../../../validator/schemas.ts";
import { byPosition, schemaProblems, type LoadedSite } from "../../../validator/validateSite.ts";
import { CrossCache } from "./crossCache.ts";

/** A problem found in a file, at the line and column of its pointer (as validateLoaded places it). */
function located({ in: file, ...problem }: FileProblem): Problem {
  return { file: file.file, ...file.locate(problem.pointer), ...problem };
}

/** What the rows of the collections gave, and the collections and templates they were checked with. */
interface RowsFound {
  uses: Array<[JsonFile, JsonFile]>;
  validate: ValidateFunction;
  problems: Problem[];
  rowRoutes: RouteClaim[];
}

/**
 * validateLoaded (without `launch`) for a site kept in memory, one version after another: a parsed file's schema
 * problems are found once, the rows of the collections again only when a collection or its template changed, and the
 * cross-file checks only where a change can reach (CrossCache). Its answers equal validateLoaded's, in the same order
 * (siteCheck.test.ts proves it over random edits).
 */
export class SiteCheck {
  private readonly schema = new WeakMap<JsonFile, { validate: ValidateFunction; problems: Problem[] }>();
  private readonly cross = new CrossCache();
  /** The files of public/ each version of the pages shows (the disk's stays the same object while nothing changes). */
  private readonly publicFiles = new WeakMap<JsonFile[], string[]>();
  /** The last two (the disk's and the edited document's alternate). */
  private rows: RowsFound[] = [];

  /** validateLoaded(site, { publicDir }). */
  problems(loaded: LoadedSite, publicDir: string): Problem[] {
    const { site, pages, collections, experiments = [], variants = [], problems: loadProblems } = loaded;
    const problems = [...loadProblems];
    if (pages.length === 0 && !loadProblems.some((problem) => problem.file.startsWith(PAGES_FOLDER))) {
      problems.push({ file: PAGES_FOLDER, pointer: "", line: 1, column: 1, ...problemText("noPages") });
    }
    const {
      site: validateSite,
      page: validatePage,
      collection: validateCollection,
      experiment: validateExperiment,
    } = validators();
    if (site) problems.push(...this.schemaOf(site, validateSite));
    const templates = templateFiles(pages, collections);
    for (const page of pages) if (!templates.has(page)) problems.push(...this.schemaOf(page, validatePage));
    const validCollections = collections.filter((file) => {
      const found = this.schemaOf(file, validateCollection);
      problems.push(...found);
      return found.length === 0;
    });
    const { uses, problems: useProblems } = collectionUses(pages, validCollections);
    const rows = this.rowsOf(uses, validatePage);
    problems.push(...useProblems.map(located), ...rows.problems);
    if (site)
      problems.push(...this.cross.check({ site, pages, templates, rowRoutes: rows.rowRoutes, uses, publicDir }));
    // Few blocks to read, and a price on one page makes a problem on another: checked whole at each check.
    problems.push(...planPriceProblems(pages, templates).map(located));
    if (experiments.length > 0) {
      // Few files: checked again whole at each check, as validateLoaded checks them.
      const schemaOf = (file: JsonFile, validate: ValidateFunction) => this.schemaOf(file, validate);
      const tests = experimentProblems({
        ...{ experiments, variants, pages, templates, schemaProblems: schemaOf },
        ...{ validateExperiment, validatePage },
      });
      problems.push(...tests.problems, ...tests.located.map(located));
    }
    return problems.sort(byPosition);
  }

  /** The pages (collections' templates aside) whose cross-file problems the last check found again. */
  rechecked(): string[] {
    return this.cross.lastRechecked;
  }

  /** Whether each file of public/ that the pages show exists, as one text: it changes when one comes or goes. */
  publicState({ pages }: LoadedSite, publicDir: string): string {
    let paths = this.publicFiles.get(pages);
    if (!paths) {
      paths = [...this.cross.publicFiles(pages)];
      this.publicFiles.set(pages, paths);
    }
    return paths.map((path) => `${path}:${existsSync(join(publicDir, path)) ? 1 : 0}`).join("\n");
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
