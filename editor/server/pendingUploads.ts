import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";

/**
 * How long an image sent from the editor may stay unused before it is removed: long enough for a page left unsaved in
 * a tab overnight to still find its image the next morning.
 */
export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/** Where the editor keeps the images it received and no saved document uses yet (ignored by git, never published). */
export const pendingLedger = (projectDir: string) => join(projectDir, ".data", "envios-pendentes.json");

/** What the sweep needs: the folders, and the documents held elsewhere (the service's drafts), as JSON-able data. */
export interface UploadPlaces {
  projectDir: string;
  configDir: string;
  publicDir: string;
  /** Documents not (yet) on disk that may use an image: the editor service's drafts. */
  unsavedDocuments?: () => unknown[];
}

type Ledger = Record<string, number>;

function readLedger(projectDir: string): Ledger {
  try {
    const data = JSON.parse(readFileSync(pendingLedger(projectDir), "utf8")) as unknown;
    return data && typeof data === "object" && !Array.isArray(data) ? (data as Ledger) : {};
  } catch {
    return {};
  }
}

function writeLedger(projectDir: string, ledger: Ledger): void {
  const path = pendingLedger(projectDir);
  if (Object.keys(ledger).length === 0) return void rmSync(path, { force: true });
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(ledger, null, 2)}\n`);
}

/** Records an image the editor has just written to public/img/ (`/img/nome.webp`) as pending since `now`. */
export function holdUpload(projectDir: string, src: string, now: number): void {
  writeLedger(projectDir, { ...readLedger(projectDir), [src]: now });
}

/** The text of every JSON file of the config folder (pages, collections, site.json, experiments…). */
function configTexts(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const texts: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) texts.push(...configTexts(path));
    else if (entry.isFile() && entry.name.endsWith(".json")) texts.push(readFileSync(path, "utf8"));
  }
  return texts;
}

/**
 * Settles the pending images: one a saved document (or a draft of the service) names is the site's from now on and
 * leaves the list; one nobody names after {@link UPLOAD_GRACE_MS} (its upload undone, its image removed before the
 * page was saved) is deleted from public/img/. An image some document uses is never deleted, and only images the
 * editor wrote are ever looked at. Answers the images deleted.
 */
export function sweepUploads(places: UploadPlaces, now: number): string[] {
  const ledger = readLedger(places.projectDir);
  const pending = Object.keys(ledger);
  if (pending.length === 0) return [];
  const used = [...configTexts(places.configDir), JSON.stringify(places.unsavedDocuments?.() ?? [])].join("\n");
  const folder = resolve(places.publicDir, "img");
  const removed: string[] = [];
  for (const src of pending) {
    const path = resolve(places.publicDir, `.${src}`);
    const named = used.includes(JSON.stringify(src));
    const outside = !path.startsWith(`${folder}${sep}`);
    if (named || outside || !existsSync(path)) delete ledger[src];
    else if (now - ledger[src]! >= UPLOAD_GRACE_MS) {
      rmSync(path, { force: true });
      delete ledger[src];
      removed.push(src);
    }
  }
  writeLedger(places.projectDir, ledger);
  return removed;
}
