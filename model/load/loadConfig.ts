import { join } from "node:path";
import { listPagesFolder, type MisfitPageEntry } from "../pageFileRule.ts";
import { COLLECTIONS_FOLDER, EXPERIMENTS_FOLDER, PAGES_FOLDER, SECTIONS_FOLDER, SITE_FILE } from "../paths.ts";
import { duplicateKeyProblems } from "./duplicateKeys.ts";
import { MAX_BYTES, MAX_CHARACTERS, parseJsonFile, type JsonFile } from "./jsonFile.ts";
import { fileProblem, isLoadProblem, type LoadProblem } from "./loadProblem.ts";
import { ConfigFolder, isText } from "./readConfigFile.ts";

/** A config folder read into memory: its parsed files (each able to locate its values) and the problems of reading them. */
export interface LoadedConfig {
  site?: JsonFile;
  /** The pages of pages/ (by model/pageFileRule.ts), sorted by file name. */
  pages: JsonFile[];
  /** The collections of collections/ (a template page and its rows), sorted by file name. */
  collections: JsonFile[];
  /** The A/B tests of experiments/, sorted by file name. */
  experiments: JsonFile[];
  /** The variants' pages: experiments/<test>/<variant>.json for each test of `experiments`. */
  variants: JsonFile[];
  /** The models of sections of sections/ (a name and one block), sorted by file name. */
  sections: JsonFile[];
  /** Files that could not be read or parsed, and keys written twice in a file that parsed. */
  problems: LoadProblem[];
}

/** The limits of one kind of config file. */
interface Limits {
  maxCharacters: number;
  maxBytes: number;
}
const PAGE: Limits = { maxCharacters: MAX_CHARACTERS.page, maxBytes: MAX_BYTES.page };
const COLLECTION: Limits = { maxCharacters: MAX_CHARACTERS.collection, maxBytes: MAX_BYTES.collection };

/**
 * Reads and parses one config file (`site.json`, `pages/<name>.json`…) safely (see ConfigFolder.read); `problems`
 * gets what kept it from being read, or the keys it writes twice.
 */
export function loadConfigFile(
  folder: ConfigFolder,
  file: string,
  limits: Limits,
  problems: LoadProblem[],
): JsonFile | undefined {
  const read = folder.read(file, limits.maxBytes);
  if (!isText(read)) return void problems.push(read);
  const reread = () => {
    const again = new ConfigFolder(folder.dir).read(file, limits.maxBytes);
    return isText(again) ? again.text : "";
  };
  const parsed = parseJsonFile(file, read.text, { maxCharacters: limits.maxCharacters, reread });
  if (isLoadProblem(parsed)) return void problems.push(parsed);
  problems.push(...duplicateKeyProblems(file, read.text, parsed.data));
  return parsed;
}

/** The problems of the entries of pages/ or collections/ that claim to be files of it but cannot be. */
export function misfitProblems(
  config: ConfigFolder,
  folder: string,
  misfits: MisfitPageEntry[],
  limits: Limits = limitsOf(folder),
): LoadProblem[] {
  return misfits.map(({ file, reason }) => {
    const path = `${folder}/${file}`;
    if (reason === "badName") return fileProblem(path, "pageFileName", { file });
    // Looked up, never opened: the reader says what it is (a folder, a FIFO, a device, a link leading outside).
    const read = config.read(path, limits.maxBytes);
    return isText(read) ? fileProblem(path, "fileUnreadable", { file: path, reason: "não é um arquivo" }) : read;
  });
}

/** The files of pages/ or collections/ by the page-file rule; entries that claim to be pages but cannot, as problems. */
function loadFolder(config: ConfigFolder, folder: string, limits: Limits, problems: LoadProblem[]): JsonFile[] {
  const { names, misfits } = listPagesFolder(join(config.dir, folder));
  problems.push(...misfitProblems(config, folder, misfits, limits));
  const files: JsonFile[] = [];
  for (const name of names) {
    const file = loadConfigFile(config, `${folder}/${name}.json`, limits, problems);
    if (file) files.push(file);
  }
  return files;
}

/**
 * The one loader of a site config folder: `site.json`, then pages/ and collections/ by model/pageFileRule.ts, each
 * file read safely and parsed with the positions of its values. The validator, the build, the editor and the scripts
 * read the config through it.
 */
export function loadConfig(dir: string): LoadedConfig {
  const config = new ConfigFolder(dir);
  const problems: LoadProblem[] = [];
  const site = loadConfigFile(config, SITE_FILE, PAGE, problems);
  const pages = loadFolder(config, PAGES_FOLDER, PAGE, problems);
  const collections = loadFolder(config, COLLECTIONS_FOLDER, COLLECTION, problems);
  const experiments = loadFolder(config, EXPERIMENTS_FOLDER, PAGE, problems);
  // A test's folder holds its variants' pages, by the same rule as pages/; a folder with no test file is not read.
  const variants = experiments.flatMap((file) =>
    loadFolder(config, file.file.slice(0, -".json".length), PAGE, problems),
  );
  const sections = loadFolder(config, SECTIONS_FOLDER, PAGE, problems);
  return { site, pages, collections, experiments, variants, sections, problems };
}

/** The limits of a page (and of site.json) and of a collection. */
export const LIMITS = { page: PAGE, collection: COLLECTION } as const;

/** The limits of the files of a config path: collections/ holds collections, everything else pages or site.json. */
export function limitsOf(file: string): Limits {
  return file.startsWith(`${COLLECTIONS_FOLDER}/`) || file === COLLECTIONS_FOLDER ? COLLECTION : PAGE;
}
