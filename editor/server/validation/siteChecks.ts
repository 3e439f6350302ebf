import { existsSync } from "node:fs";
import { join } from "node:path";
import { COLLECTIONS_FOLDER, EXPERIMENTS_FOLDER, SECTIONS_FOLDER, SITE_FILE } from "../../../model/paths.ts";
import { variantOfPage } from "../../shared/variantNames.ts";
import { pageFileOf } from "../pageFiles.ts";
import { parseJsonFile, type JsonFile } from "../../../validator/jsonFile.ts";
import type { Problem } from "../../../validator/problem.ts";
import { SitePipeline, type LoadedSite } from "../../../validator/sitePipeline.ts";
import type { ValidationResult } from "../../shared/api.ts";
import { DiskSite } from "./diskSite.ts";

/** What the editor asks of a site: the checks of pageValidation.ts, by name. */
export type Question =
  | { kind: "page"; name: string; data: unknown }
  | { kind: "experiment"; name: string; data: unknown }
  | { kind: "collection"; name: string; data: unknown }
  | { kind: "section"; name: string; data: unknown }
  | { kind: "site"; data: unknown }
  | { kind: "without"; name: string }
  | { kind: "all" };

/** The answer to each kind of {@link Question}: the problems of the site on disk for "all". */
export type Answer<Q extends Question> = Q extends { kind: "without" } | { kind: "all" } ? Problem[] : ValidationResult;

const collectionFile = (name: string) => `${COLLECTIONS_FOLDER}/${name}.json`;
const experimentFile = (name: string) => `${EXPERIMENTS_FOLDER}/${name}.json`;
const sectionFile = (name: string) => `${SECTIONS_FOLDER}/${name}.json`;
const keyOf = (problem: Problem) => `${problem.file}\u0000${problem.pointer}\u0000${problem.message}`;

/** The site without one file: a page, a collection, a test, a section or site.json (and its problems of reading). */
export function without(site: LoadedSite, file: string): LoadedSite {
  return {
    site: site.site?.file === file ? undefined : site.site,
    pages: site.pages.filter((page) => page.file !== file),
    collections: site.collections.filter((collection) => collection.file !== file),
    experiments: site.experiments?.filter((test) => test.file !== file),
    variants: site.variants?.filter((variant) => variant.file !== file),
    sections: site.sections?.filter((section) => section.file !== file),
    problems: site.problems.filter((problem) => problem.file !== file),
  };
}

/** Problems of other files that `after` has and `before` has not. */
function newProblems(before: Problem[], after: Problem[], file: string): Problem[] {
  const known = new Set(before.map(keyOf));
  return after.filter((problem) => problem.file !== file && !known.has(keyOf(problem)));
}

const byFileName = (a: JsonFile, b: JsonFile) => a.file.localeCompare(b.file);

/**
 * One site config folder kept in memory, answering the editor's questions as the validator of `npm run validate`
 * would on the files on disk with one of them replaced: the same checks, run again only where an edit reaches.
 */
export class SiteChecks {
  private readonly disk: DiskSite;
  private readonly pipeline = new SitePipeline({ remember: true });
  /** The files of public/ each version of the pages shows (the disk's stays the same object while nothing changes). */
  private readonly publicFiles = new WeakMap<JsonFile[], string[]>();
  private diskProblems?: { site: LoadedSite; problems: Problem[]; publicState: string };

  /** With `watch`, files are read again when the folders' watchers name them (DiskSite); else their stat is asked. */
  constructor(
    configDir: string,
    private readonly publicDir: string,
    options: { watch?: boolean } = {},
  ) {
    this.disk = new DiskSite(configDir, options);
  }

  /** Asks the disk about every file, for what the watchers may have missed (when the editor is idle). */
  sweep(): void {
    this.disk.sweep();
  }

  /** Reads and checks the site on disk, so that the first question finds it in memory; how many files it read. */
  warm(): number {
    const { site } = this.onDisk();
    return (site.site ? 1 : 0) + site.pages.length + site.collections.length + (site.sections?.length ?? 0);
  }

  /** Stops watching the folders. */
  close(): void {
    this.disk.close();
  }

  /** The answer to `question` on the files as they are on disk now. */
  answer<Q extends Question>(question: Q): Answer<Q> {
    switch (question.kind) {
      case "page":
        // A test's variant is a page of its own folder; checked with its test, not among the site's routes.
        if (variantOfPage(question.name))
          return this.edited(pageFileOf(question.name), question.data, (site, edited) => ({
            ...site,
            variants: [...(site.variants ?? []), edited].sort(byFileName),
          })) as Answer<Q>;
        // The edited page goes last, so a route it shares with another page is reported on it.
        return this.edited(pageFileOf(question.name), question.data, (site, edited) => ({
          ...site,
          pages: [...site.pages, edited],
        })) as Answer<Q>;
      case "experiment":
        return this.edited(experimentFile(question.name), question.data, (site, edited) => ({
          ...site,
          experiments: [...(site.experiments ?? []), edited].sort(byFileName),
        })) as Answer<Q>;
      case "collection":
        return this.edited(collectionFile(question.name), question.data, (site, edited) => ({
          ...site,
          collections: [...site.collections, edited].sort(byFileName),
        })) as Answer<Q>;
      case "section":
        return this.edited(sectionFile(question.name), question.data, (site, edited) => ({
          ...site,
          sections: [...(site.sections ?? []), edited].sort(byFileName),
        })) as Answer<Q>;
      case "site":
        return this.edited(SITE_FILE, question.data, (site, edited) => ({ ...site, site: edited })) as Answer<Q>;
      case "without": {
        const file = pageFileOf(question.name);
        const { site, problems } = this.onDisk();
        return newProblems(problems, this.problemsOf(without(site, file)), file) as Answer<Q>;
      }
      case "all":
        return this.onDisk().problems as Answer<Q>;
    }
  }

  /** The site on disk and its problems, found again when a file changed or an image of public/ came or went. */
  private onDisk(): { site: LoadedSite; problems: Problem[] } {
    const site = this.disk.refresh();
    const known = this.diskProblems;
    if (known?.site === site && known.publicState === this.publicState(site)) return known;
    const problems = this.problemsOf(site);
    this.diskProblems = { site, problems, publicState: this.publicState(site) };
    return this.diskProblems;
  }

  /** The problems `npm run validate` would find in `site`, from what the pipeline remembers of earlier versions. */
  private problemsOf(site: LoadedSite): Problem[] {
    return this.pipeline.check(site, { publicDir: this.publicDir });
  }

  /** Whether each file of public/ that the pages show exists, as one text: it changes when one comes or goes. */
  private publicState({ pages }: LoadedSite): string {
    let paths = this.publicFiles.get(pages);
    if (!paths) {
      paths = [...this.pipeline.publicFiles(pages)];
      this.publicFiles.set(pages, paths);
    }
    return paths.map((path) => `${path}:${existsSync(join(this.publicDir, path)) ? 1 : 0}`).join("\n");
  }

  private edited(
    file: string,
    data: unknown,
    insert: (site: LoadedSite, edited: JsonFile) => LoadedSite,
  ): ValidationResult {
    const disk = this.onDisk();
    const edited = parseJsonFile(file, `${JSON.stringify(data, null, 2)}\n`) as JsonFile;
    const after = this.problemsOf(insert(without(disk.site, file), edited));
    return {
      problems: after.filter((problem) => problem.file === file),
      others: newProblems(disk.problems, after, file),
    };
  }
}
