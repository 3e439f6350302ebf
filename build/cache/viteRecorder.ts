import { readdirSync, statSync, type Stats } from "node:fs";
import { dirname, isAbsolute, join, resolve, sep } from "node:path";
import type { Plugin, ResolvedConfig } from "vite";
import { buildDefines } from "../vite/buildDefines.ts";
import { ENV_PREFIXES, fileHash, folderEntries, pathKey, RECORD_VERSION, type ViteBuildKind } from "./viteInputs.ts";
import { keepBuild } from "./viteStore.ts";
import { reportingWatchFiles } from "./watchFileReports.ts";

/**
 * Imports whose target is a pattern (`import.meta.glob`, or `import()` / `new URL(…, import.meta.url)` of a template
 * with `${…}`, which Vite turns into a glob): a file added anywhere the pattern reaches joins the bundle, which the
 * folders of the files read do not always show. A build that has one is never reused.
 */
const PATTERN_IMPORT = [/import\.meta\.glob/, /\bimport\s*\(\s*`[^`]*\$\{/, /new\s+URL\s*\(\s*`[^`]*\$\{/];

const IN_NODE_MODULES = `${sep}node_modules${sep}`;

const statOf = (path: string): Stats | undefined => statSync(path, { throwIfNoEntry: false });

/** Every file and folder under a folder, itself included. */
function treeOf(dir: string): { files: string[]; folders: string[] } {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  const path = (entry: (typeof entries)[number]) => join(entry.parentPath, entry.name);
  return {
    files: entries.filter((entry) => entry.isFile()).map(path),
    folders: [dir, ...entries.filter((entry) => entry.isDirectory()).map(path)],
  };
}

export interface RecorderOptions {
  kind: ViteBuildKind;
  /** viteInputs.ts's buildSettings, taken before the build started. */
  settings: Record<string, string>;
  /** When the build started (ms since the epoch): a file changed after it may or may not be in the output. */
  startedAt: number;
  cacheDir: string;
}

/**
 * Records what one Vite build read and keeps its output for the next `npm run build` (viteStore.ts): the files of
 * its modules (node_modules left out: package-lock.json stands for them), the files plugins watch (`@import`ed
 * stylesheets and the like), the source files of emitted assets, the files of vite.config.ts and what it imports, the
 * public folder it copies, every file in the project's root (the lock file, tsconfig.json, .env files), each with
 * its content hash, and the entries of every folder those are in. Added by scripts/build.ts only, so what is kept
 * is always a build made with its options.
 */
export function viteBuildRecorder(options: RecorderOptions): Plugin {
  let config: ResolvedConfig;
  const read = new Set<string>();
  const doubts: string[] = [];
  let written = false;
  return {
    name: "vite-build-recorder",
    apply: "build",
    enforce: "pre",
    configResolved(resolved) {
      config = resolved;
      const prefixes = [resolved.envPrefix ?? []].flat();
      if (prefixes.some((prefix) => !ENV_PREFIXES.includes(prefix)))
        doubts.push(`vite.config.ts lê variáveis de ambiente de prefixo fora de ${ENV_PREFIXES.join(", ")}`);
      if (JSON.stringify(resolved.define ?? {}) !== JSON.stringify(buildDefines()))
        doubts.push("vite.config.ts define constantes fora de build/vite/buildDefines.ts");
    },
    options(input) {
      return { ...input, plugins: reportingWatchFiles(input.plugins, (file) => read.add(file)) };
    },
    transform: {
      filter: { id: { exclude: /[\\/]node_modules[\\/]/ } },
      handler(code, id) {
        if (PATTERN_IMPORT.some((pattern) => pattern.test(code)))
          doubts.push(`${pathKey(config.root, id.split("?")[0]!)} importa arquivos por padrão de nome`);
        return null;
      },
    },
    generateBundle(_output, bundle) {
      for (const id of this.getModuleIds()) read.add(id);
      for (const file of Object.values(bundle))
        if (file.type === "asset") for (const name of file.originalFileNames) read.add(resolve(config.root, name));
    },
    writeBundle() {
      written = true;
    },
    closeBundle() {
      if (!written) return;
      const root = config.root;
      const files = new Set<string>();
      const folders = new Set<string>([root]);
      const take = (id: string) => {
        const path = id.split("?")[0]!;
        if (!isAbsolute(path) || path.includes(IN_NODE_MODULES)) return;
        const stats = statOf(path);
        if (stats?.isFile()) files.add(path);
        else if (stats?.isDirectory()) folders.add(path);
      };
      [...read, ...config.configFileDependencies].forEach(take);
      for (const entry of readdirSync(root, { withFileTypes: true }))
        if (entry.isFile()) files.add(join(root, entry.name));
      if (config.build.copyPublicDir && config.publicDir && statOf(config.publicDir)?.isDirectory()) {
        const tree = treeOf(config.publicDir);
        tree.files.forEach((file) => files.add(file));
        tree.folders.forEach((folder) => folders.add(folder));
      }
      for (const file of files) folders.add(dirname(file));
      const hashes = Object.fromEntries([...files].sort().map((file) => [pathKey(root, file), fileHash(file)]));
      // A file saved while the build ran may be in the output or not: its hash, taken now, cannot vouch for it.
      const changed = [...files].find((file) => (statOf(file)?.mtimeMs ?? Infinity) > options.startedAt);
      if (changed) doubts.push(`${pathKey(root, changed)} mudou durante a build anterior`);
      keepBuild(options.cacheDir, options.kind, resolve(root, config.build.outDir), {
        version: RECORD_VERSION,
        settings: options.settings,
        files: hashes,
        folders: Object.fromEntries(
          [...folders].sort().map((folder) => [pathKey(root, folder), folderEntries(folder)]),
        ),
        ...(doubts.length > 0 && { doubt: doubts[0] }),
      });
    },
  };
}
