import { createHash } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import { relative, resolve, sep } from "node:path";
import { LIMITS } from "../../model/load/loadConfig.ts";
import { ConfigFolder, isText } from "../../model/load/readConfigFile.ts";
import { isRegularFile, listPagesFolder, PAGE_FILE_NAME } from "../../model/pageFileRule.ts";
import { PAGE_NAME } from "../../model/createPage.ts";
import { COLLECTIONS_FOLDER, EXPERIMENTS_FOLDER, PAGES_FOLDER } from "../../model/paths.ts";
import { variantFile } from "../../model/experiments/variantFiles.ts";
import { variantOfPage } from "../shared/variantNames.ts";
import { problemOf } from "../../validator/loadProblems.ts";
import type { Problem } from "../../validator/problem.ts";
import { writeFileAtomically } from "./atomicWrite.ts";

/** A page file as read: its text and a version that changes whenever the text does. */
export interface PageFile {
  text: string;
  version: string;
}

/** A page's path in the config, as the validator names it: pages/<name>.json, or a test's variant's file. */
export function pageFileOf(name: string): string {
  const variant = variantOfPage(name);
  return variant ? variantFile(variant.test, variant.variant) : `${PAGES_FOLDER}/${name}.json`;
}

/** True for a JSON object (not an array, not null). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

/** What the editor answers for a file it refused to read: the validator's problem, with its fix. */
export const refusalText = (problem: Problem) => `${problem.file}: ${problem.message} ${problem.hint}`;

/** The version of a file's content (a hash), compared on save to notice edits made elsewhere. */
export function versionOf(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}

/**
 * One folder of config files the editor reads and writes: `<config>/pages/` (or `<config>/collections/`, whose files
 * follow the same name rule). Every path it gives out is `<folder>/<name>.json` for a name of letters, digits and
 * hyphens, checked again after resolving.
 */
export class PagesFolder {
  readonly dir: string;
  private readonly configDir: string;
  private readonly maxBytes: number;

  /** For the pages folder, where the variants of A/B tests are (`<test>/<variant>` names, shared/variantNames.ts). */
  private readonly variantsDir?: string;

  constructor(configDir: string, folder: string = PAGES_FOLDER) {
    this.configDir = resolve(configDir);
    this.dir = resolve(configDir, folder);
    if (folder === PAGES_FOLDER) this.variantsDir = resolve(configDir, EXPERIMENTS_FOLDER);
    this.maxBytes = (folder === COLLECTIONS_FOLDER ? LIMITS.collection : LIMITS.page).maxBytes;
  }

  /** Page names (file names without `.json`), sorted. */
  names(): string[] {
    return listPagesFolder(this.dir).names;
  }

  /** True when `pages/<name>.json` exists (for a name this folder accepts). */
  has(name: string): boolean {
    return this.isExistingName(name) && isRegularFile(this.pathOf(name));
  }

  /**
   * The path of `pages/<name>.json`, or an error saying why the name is refused: a new page's name must follow
   * npm run new-page's rule; an existing file keeps the name it has.
   */
  pathFor(name: string, { creating }: { creating: boolean }): { path: string } | { error: string } {
    const allowed =
      PAGE_NAME.test(name) ||
      this.isVariantOfExistingTest(name) ||
      (!creating && this.isExistingName(name) && existsSync(this.pathOf(name)));
    if (!allowed)
      return {
        error: `Nome de página recusado: "${name}". Use até 80 letras minúsculas, números e hífens (ex.: promo-natal).`,
      };
    return { path: this.pathOf(name) };
  }

  /** The file's text, or undefined when it is missing or cannot be read (see {@link readOrRefuse}). */
  read(name: string): PageFile | undefined {
    const file = this.readOrRefuse(name);
    return file && "text" in file ? file : undefined;
  }

  /**
   * The file's text read as `npm run validate` reads it (model/load/), or the problem that kept it from being read:
   * a link leading outside the config folder, a FIFO or a device, a file too large or not UTF-8. Undefined when it
   * does not exist.
   */
  readOrRefuse(name: string): PageFile | Problem | undefined {
    if (!this.isExistingName(name)) return undefined;
    const file = relative(this.configDir, this.pathOf(name)).split(sep).join("/");
    // A new reader each time: a long-running editor must notice a folder replaced by a link meanwhile.
    const read = new ConfigFolder(this.configDir).read(file, this.maxBytes);
    if (isText(read)) return { text: read.text, version: versionOf(read.text) };
    return read.id === "fileMissing" ? undefined : problemOf(read);
  }

  /** A file's value, or undefined when it is missing or not a JSON object. */
  readObject(name: string): Record<string, unknown> | undefined {
    const file = this.read(name);
    if (!file) return undefined;
    try {
      const data: unknown = JSON.parse(file.text);
      return isRecord(data) ? data : undefined;
    } catch {
      return undefined;
    }
  }

  /** Writes a page atomically; the name must be one {@link pathFor} accepts. */
  write(name: string, text: string): string {
    const target = this.pathFor(name, { creating: !this.has(name) });
    if ("error" in target) throw new Error(target.error);
    writeFileAtomically(target.path, text);
    return versionOf(text);
  }

  remove(name: string): void {
    if (!this.has(name)) throw new Error(`A página pages/${name}.json não existe.`);
    rmSync(this.pathOf(name));
  }

  /** A variant's name, of a test whose file exists (its variants' folder is made with the test). */
  private isVariantOfExistingTest(name: string): boolean {
    const variant = this.variantsDir === undefined ? undefined : variantOfPage(name);
    return !!variant && !!this.variantsDir && isRegularFile(resolve(this.variantsDir, `${variant.test}.json`));
  }

  private isExistingName(name: string): boolean {
    return PAGE_FILE_NAME.test(`${name}.json`) || (this.variantsDir !== undefined && variantOfPage(name) !== undefined);
  }

  private pathOf(name: string): string {
    const variant = this.variantsDir === undefined ? undefined : variantOfPage(name);
    if (variant && this.variantsDir) {
      const testDir = resolve(this.variantsDir, variant.test);
      const inside = resolve(testDir, `${variant.variant}.json`);
      // The name rules exclude separators and dots; this makes the folders' boundary explicit.
      if (!testDir.startsWith(this.variantsDir + sep) || !inside.startsWith(testDir + sep))
        throw new Error(`Caminho fora de ${this.variantsDir}: ${name}`);
      return inside;
    }
    const path = resolve(this.dir, `${name}.json`);
    // The name rules already exclude separators and dots; this makes the folder boundary explicit.
    if (!path.startsWith(this.dir + sep) || path.slice(this.dir.length + 1).includes(sep))
      throw new Error(`Caminho fora de ${this.dir}: ${name}`);
    return path;
  }
}
