import { createHash } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import { resolve, sep } from "node:path";
import { isRegularFile, listPagesFolder, PAGE_FILE_NAME, readConfigText } from "../../model/pageFileRule.ts";
import { PAGE_NAME } from "../../model/createPage.ts";
import { PAGES_FOLDER } from "../../model/paths.ts";
import { writeFileAtomically } from "./atomicWrite.ts";

/** A page file as read: its text and a version that changes whenever the text does. */
export interface PageFile {
  text: string;
  version: string;
}

/** True for a JSON object (not an array, not null). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

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

  constructor(configDir: string, folder: string = PAGES_FOLDER) {
    this.dir = resolve(configDir, folder);
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
    const allowed = PAGE_NAME.test(name) || (!creating && this.isExistingName(name) && existsSync(this.pathOf(name)));
    if (!allowed)
      return {
        error: `Nome de página recusado: "${name}". Use até 80 letras minúsculas, números e hífens (ex.: promo-natal).`,
      };
    return { path: this.pathOf(name) };
  }

  read(name: string): PageFile | undefined {
    if (!this.has(name)) return undefined;
    const text = readConfigText(this.pathOf(name));
    return { text, version: versionOf(text) };
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

  private isExistingName(name: string): boolean {
    return PAGE_FILE_NAME.test(`${name}.json`);
  }

  private pathOf(name: string): string {
    const path = resolve(this.dir, `${name}.json`);
    // The name rules already exclude separators and dots; this makes the folder boundary explicit.
    if (!path.startsWith(this.dir + sep) || path.slice(this.dir.length + 1).includes(sep))
      throw new Error(`Caminho fora de ${this.dir}: ${name}`);
    return path;
  }
}
