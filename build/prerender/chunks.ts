/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** Vite's build manifest: source path or chunk key → chunk. */
export type Manifest = Record<string, ManifestChunk>;

/** The JS files a manifest key needs: its own file and, recursively, its static imports. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/** The manifest key of the app's entry (index.html's script). */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name]!.isEntry);
  if (!key) throw new Error("O manifesto do build não tem entrada.");
  return key;
}

/** The manifest keys of what the entry imports after the first paint: React DOM, then the app (decision 029). */
function appKeys(manifest: Manifest): string[] {
  const keys = manifest[entryKey(manifest)]!.dynamicImports ?? [];
  if (keys.length === 0) throw new Error("A entrada do build deve importar dinamicamente o app.");
  return keys;
}

/**
 * The JS files a page's entry must request: the app's chunks, then each block's chunk and the chunks it imports
 * (blocks sorted, so the HTML is stable), each once and without the entry itself.
 */
export function pageModules(manifest: Manifest, blockModules: string[]): string[] {
  const entry = closure(manifest, entryKey(manifest));
  const app = [...appKeys(manifest).reduce((files, key) => closure(manifest, key, files), new Set<string>())].filter(
    (file) => !entry.has(file),
  );
  const blocks = new Set<string>();
  for (const module of blockModules) {
    if (!manifest[module]) throw new Error(`O manifesto do build não tem ${module}.`);
    for (const file of closure(manifest, module)) if (!entry.has(file) && !app.includes(file)) blocks.add(file);
  }
  return [...app, ...[...blocks].sort()];
}
