/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
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

/**
 * The JS files a page must preload for its blocks: each block module's chunk and the chunks it imports, minus
 * what the entry already loads. Sorted, so the HTML is stable.
 */
export function blockPreloads(manifest: Manifest, blockModules: string[]): string[] {
  const entry = closure(manifest, entryKey(manifest));
  const files = new Set<string>();
  for (const module of blockModules) {
    if (!manifest[module]) throw new Error(`O manifesto do build não tem ${module}.`);
    for (const file of closure(manifest, module)) if (!entry.has(file)) files.add(file);
  }
  return [...files].sort();
}
