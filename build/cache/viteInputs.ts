import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, relative, sep } from "node:path";
import { buildDefines } from "../vite/buildDefines.ts";
import { contentHash } from "./blobStore.ts";

/** `npm run build`'s two Vite builds: the browser's (dist/) and the server bundle the prerender renders with (.ssr/). */
export type ViteBuildKind = "client" | "server";

/**
 * Each Vite build of `npm run build`: the npm script that is its command (scripts/build.ts runs that command), its
 * output folder, and its name in the build's lines.
 */
export const VITE_BUILDS: Record<ViteBuildKind, { name: string; script: string; outDir: string }> = {
  client: { name: "cliente", script: "build:client", outDir: "dist" },
  server: { name: "servidor", script: "build:server", outDir: ".ssr" },
};

/** The command of a build's npm script in the project's package.json ("" when there is none). */
export function scriptCommand(root: string, kind: ViteBuildKind): string {
  try {
    const scripts = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts?: object }).scripts;
    return String((scripts as Record<string, unknown> | undefined)?.[VITE_BUILDS[kind].script] ?? "");
  } catch {
    return "";
  }
}

/**
 * The prefixes of the environment variables a build puts in the bundle: vite.config.ts's `envPrefix` must be among
 * them (the recorder checks), or a variable the key does not look at could change the output.
 */
export const ENV_PREFIXES: readonly string[] = ["VITE_", "SITE_"];

/** Folders whose entries are made by builds, installs or servers, never read by Vite as source: left out of listings. */
const NOT_SOURCE = new Set([
  "node_modules",
  "dist",
  ".dist-builds",
  ".ssr",
  ".build-cache",
  ".data",
  ".git",
  ".editor-dist",
]);

/**
 * What one Vite build was made from and what it made, kept beside a copy of its output (viteStore.ts). Paths are
 * relative to the project (absolute outside it), so a cache shared by two copies of the project is checked against
 * each copy's own files.
 */
export interface ViteBuildRecord {
  version: typeof RECORD_VERSION;
  /** What the build depends on besides files ({@link buildSettings}). */
  settings: Record<string, string>;
  /** Every file of those folders ({@link inputsOf}), with its content's hash. */
  files: Record<string, string>;
  /** Every folder the build read from ({@link inputsOf}), with the hash of its entries' names ({@link folderEntries}). */
  folders: Record<string, string>;
  /** Why this build must not be reused whatever the files say (a glob import, a file changed while it ran). */
  doubt?: string;
  /** Every file of the output folder, relative to it, with its content's hash. */
  output: Record<string, string>;
}

export const RECORD_VERSION = 1;

/**
 * What a build's output depends on besides the files it reads, each a short value or a hash: the Node version and
 * platform (the bundler is native code), the build's command (its options and mode), the constants vite.config.ts
 * defines (the build's year), and the value of every environment variable it reads (NODE_ENV and the prefixed ones,
 * whether or not set before). The lock file, vite.config.ts and the other files in the project's root are files of
 * the record.
 */
export function buildSettings(root: string, kind: ViteBuildKind): Record<string, string> {
  const env = Object.keys(process.env)
    .filter((name) => name === "NODE_ENV" || ENV_PREFIXES.some((prefix) => name.startsWith(prefix)))
    .sort();
  return {
    node: `${process.version} ${process.platform}-${process.arch}`,
    command: scriptCommand(root, kind),
    defines: JSON.stringify(buildDefines()),
    ...Object.fromEntries(env.map((name) => [`env:${name}`, contentHash(process.env[name] ?? "")])),
  };
}

/** How a setting is named in the build's lines. */
function settingName(setting: string): string {
  if (setting.startsWith("env:")) return `a variável de ambiente ${setting.slice(4)}`;
  const names: Record<string, string> = {
    node: "a versão do Node",
    command: "o comando da build",
    defines: "as constantes da build (o ano)",
  };
  return names[setting] ?? setting;
}

/** A file's or folder's key in a record: relative to the project with `/`, or absolute outside it. */
export function pathKey(root: string, path: string): string {
  const inside = relative(root, path);
  if (inside.startsWith("..") || isAbsolute(inside)) return path;
  return inside.split(sep).join("/");
}

/** The path a record's key stands for. */
function pathOf(root: string, key: string): string {
  return isAbsolute(key) ? key : join(root, key);
}

/** A file's content hash; "missing" when it is gone (or is no longer a file). */
export function fileHash(file: string): string {
  try {
    return contentHash(readFileSync(file));
  } catch {
    return "missing";
  }
}

/**
 * The hash of a folder's entries (names, folders marked with a trailing `/`), without what builds, installs and
 * servers make there: a file added beside a module can change what an import resolves to (`./x` to `x.js` rather than
 * `x.ts`, or to `x/index.ts`). "missing" when the folder is gone.
 */
export function folderEntries(dir: string): string {
  const names = sourceEntries(dir).map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name));
  return names.length === 0 && !statSync(dir, { throwIfNoEntry: false })
    ? "missing"
    : contentHash(names.sort().join("\n"));
}

/** The entries of a folder that can be source (not {@link NOT_SOURCE}); none when it is gone. */
function sourceEntries(dir: string) {
  try {
    return readdirSync(dir, { withFileTypes: true }).filter((entry) => !NOT_SOURCE.has(entry.name));
  } catch {
    return [];
  }
}

const IN_NODE_MODULES = `${sep}node_modules${sep}`;

/**
 * The folders and files that stand for what a build read, from the paths it is known to have read (modules, watched
 * files, assets; node_modules left out, package-lock.json stands for them) and the public folder it copies whole:
 * every folder from the project's root down to each folder a file was read from, every folder of the public folder,
 * and every file in those folders. Whole folders rather than the files read alone, because tools also read what lies
 * beside a module without saying so (a stylesheet's small images inlined as data, a tsconfig.json or package.json
 * looked up from a module's folder upwards). A file of such a folder that the build does not need (a test beside a
 * component) makes a rebuild that was not needed, never a stale build.
 */
export function inputsOf(root: string, readPaths: Iterable<string>, publicDir?: string) {
  const folders = new Set<string>([root]);
  const addFolder = (dir: string) => {
    const inside = pathKey(root, dir) !== dir;
    for (let folder = dir; !folders.has(folder); folder = dirname(folder)) {
      folders.add(folder);
      if (!inside) break;
    }
  };
  for (const read of readPaths) {
    const path = read.split("?")[0]!;
    if (!isAbsolute(path) || path.includes(IN_NODE_MODULES)) continue;
    const stats = statSync(path, { throwIfNoEntry: false });
    if (stats?.isFile()) addFolder(dirname(path));
    else if (stats?.isDirectory()) addFolder(path);
  }
  if (publicDir && statSync(publicDir, { throwIfNoEntry: false })?.isDirectory()) {
    addFolder(publicDir);
    for (const entry of readdirSync(publicDir, { recursive: true, withFileTypes: true }))
      if (entry.isDirectory()) addFolder(join(entry.parentPath, entry.name));
  }
  const files = [...folders].flatMap((folder) =>
    sourceEntries(folder)
      .filter((entry) => entry.isFile() || entry.isSymbolicLink())
      .map((entry) => join(folder, entry.name)),
  );
  return { folders: [...folders].sort(), files: files.sort() };
}

/**
 * Why a build recorded as `record` cannot be reused now, as the end of a sentence in Portuguese; undefined when every
 * setting, every file it read and every folder it read from are as they were.
 */
export function whyRebuild(root: string, record: ViteBuildRecord | undefined, settings: Record<string, string>) {
  if (!record) return "nenhuma build anterior guardada";
  if (record.version !== RECORD_VERSION) return "guardada num formato anterior";
  if (record.doubt) return record.doubt;
  const names = new Set([...Object.keys(settings), ...Object.keys(record.settings)]);
  for (const name of names) if (settings[name] !== record.settings[name]) return `mudou ${settingName(name)}`;
  const changed = Object.keys(record.files).filter((key) => fileHash(pathOf(root, key)) !== record.files[key]);
  if (changed.length > 0) {
    const [first] = changed;
    const more = changed.length > 1 ? ` e mais ${changed.length - 1}` : "";
    return `${first} ${fileHash(pathOf(root, first!)) === "missing" ? "foi apagado" : "mudou"}${more}`;
  }
  const folder = Object.keys(record.folders).find((key) => folderEntries(pathOf(root, key)) !== record.folders[key]);
  if (folder !== undefined) return `arquivo novo ou apagado ${folder === "" ? "na raiz do projeto" : `em ${folder}/`}`;
  return undefined;
}
