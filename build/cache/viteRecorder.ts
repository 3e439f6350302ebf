import { statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Plugin, ResolvedConfig } from "vite";
import { buildDefines } from "../vite/buildDefines.ts";
import { buildCacheDir } from "./cacheDir.ts";
import {
  ENV_PREFIXES,
  fileHash,
  folderEntries,
  inputsOf,
  pathKey,
  RECORD_VERSION,
  VITE_BUILDS,
  type ViteBuildKind,
} from "./viteInputs.ts";
import { keepBuild } from "./viteStore.ts";
import { reportingWatchFiles } from "./watchFileReports.ts";

/**
 * Imports whose target is a pattern (`import.meta.glob`, or `import()` / `new URL(…, import.meta.url)` of a template
 * with `${…}`, which Vite turns into a glob): a file added anywhere the pattern reaches joins the bundle, which the
 * folders of the files read do not always show. A build that has one is never reused.
 */
const PATTERN_IMPORT = [/import\.meta\.glob/, /\bimport\s*\(\s*`[^`]*\$\{/, /new\s+URL\s*\(\s*`[^`]*\$\{/];

/** `url(…)` in a stylesheet, `src="…"` and `href="…"` in a page. */
const REFERENCE = { css: /url\(\s*(["']?)([^"')]+)\1\s*\)/g, html: /\b(?:src|href)\s*=\s*(["'])([^"']+)\1/g };

/**
 * The project files a stylesheet or a page refers to by a relative address: Vite reads them to inline the small
 * ones as data, which no plugin reports. (Addresses from the root are the public folder's, recorded whole.)
 */
function referencedFiles(code: string, file: string): string[] {
  const kind = /\.(css|html)$/.exec(file)?.[1] as keyof typeof REFERENCE | undefined;
  if (!kind) return [];
  return [...code.matchAll(REFERENCE[kind])]
    .map((match) => match[2]!.trim().split(/[?#]/)[0]!)
    .filter((address) => address !== "" && !/^([a-z][\w+.-]*:|\/|#)/i.test(address))
    .map((address) => resolve(dirname(file), address));
}

export interface RecorderOptions {
  kind: ViteBuildKind;
  /** viteInputs.ts's buildSettings, taken before the build started (Vite sets NODE_ENV once it runs). */
  settings: Record<string, string>;
  /** When the build started (ms since the epoch): a file changed after it may or may not be in the output. */
  startedAt: number;
}

/**
 * The variable scripts/build.ts sets for each `vite build` it runs: the {@link RecorderOptions} as JSON. Not VITE_
 * or SITE_: Vite would put it in the bundle's environment.
 */
export const RECORD_ENV = "RECORD_VITE_BUILD";

/**
 * The recorder, when scripts/build.ts asked for it ({@link RECORD_ENV}) and there is a build cache folder; nothing
 * otherwise (`npm run build:client` alone, the dev server). In vite.config.ts: each build then runs as the plain
 * `vite build` of its npm script, without a TypeScript loader, which made Vite's build twice as slow.
 */
export function requestedRecorder(): Plugin | undefined {
  const cacheDir = buildCacheDir();
  const asked = process.env[RECORD_ENV];
  if (!cacheDir || !asked) return undefined;
  return viteBuildRecorder(JSON.parse(asked) as RecorderOptions, cacheDir);
}

/**
 * Records what one Vite build read and keeps its output for the next `npm run build` (viteStore.ts). What it read:
 * its modules, the files plugins watch (`@import`ed stylesheets and the like), the files stylesheets and the page
 * refer to, the source files of emitted assets, vite.config.ts and what it imports, and the public folder it copies;
 * recorded as the folders they are in with every file of them (viteInputs.ts's inputsOf), with the settings it was
 * made with.
 */
export function viteBuildRecorder(options: RecorderOptions, cacheDir: string): Plugin {
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
      if (Boolean(resolved.build.ssr) !== (options.kind === "server"))
        doubts.push(`a build não é a de npm run ${VITE_BUILDS[options.kind].script}`);
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
        const file = id.split("?")[0]!;
        if (PATTERN_IMPORT.some((pattern) => pattern.test(code)))
          doubts.push(`${pathKey(config.root, file)} importa arquivos por padrão de nome`);
        for (const reference of referencedFiles(code, file)) read.add(reference);
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
      const publicDir = config.build.copyPublicDir && config.publicDir ? config.publicDir : undefined;
      const { files, folders } = inputsOf(root, [...read, ...config.configFileDependencies], publicDir);
      const hashes = Object.fromEntries(files.map((file) => [pathKey(root, file), fileHash(file)]));
      // A file saved while the build ran may be in the output or not: its hash, taken now, cannot vouch for it.
      const changed = files.find(
        (file) => (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) > options.startedAt,
      );
      if (changed) doubts.push(`${pathKey(root, changed)} mudou durante a build anterior`);
      keepBuild(cacheDir, options.kind, resolve(root, config.build.outDir), {
        version: RECORD_VERSION,
        settings: options.settings,
        files: hashes,
        folders: Object.fromEntries(folders.map((folder) => [pathKey(root, folder), folderEntries(folder)])),
        ...(doubts.length > 0 && { doubt: doubts[0] }),
      });
    },
  };
}
