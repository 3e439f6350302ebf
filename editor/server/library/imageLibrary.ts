/**
 * The image library: every image of public/img/ with its size, its weight and every place that shows it (the site's
 * files and, on the editor service, the drafts), each place named in the marketer's words.
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { placeholdersFrom } from "../../../model/content/currentYear.ts";
import { interpolate } from "../../../model/content/interpolate.ts";
import type { JsonFile } from "../../../model/load/jsonFile.ts";
import type { JsonSchema, SchemaSet } from "../../shared/api.ts";
import { placeOf } from "../../shared/fieldChanges.ts";
import type { ImageUse, LibraryImage, UseKind } from "../../shared/library.ts";
import type { EditorContext } from "../documents/documentKind.ts";
import { listImages } from "../images.ts";
import { keptConfig, warmKeptConfig } from "./keptConfig.ts";
import { documentIdOf, imageKindOfDraft, imagePlaces, type DataPath, type ImagePlace } from "./imageReferences.ts";

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

/** A document that may show images: its kind, name and data, and whether it is a draft. */
export interface ShownDocument {
  kind: UseKind;
  name: string;
  data: unknown;
  draft?: boolean;
}

/** Each version of the config folder's documents, made once (the folder's files are kept between calls). */
const documentsOf = new WeakMap<object, Array<ShownDocument & { file: string }>>();

/** The documents of the config folder that may show images, read through the one loader, again only where changed. */
export async function configDocuments(configDir: string): Promise<Array<ShownDocument & { file: string }>> {
  const loaded = await keptConfig(configDir);
  const known = documentsOf.get(loaded);
  if (known) return known;
  const files: JsonFile[] = [
    ...(loaded.site ? [loaded.site] : []),
    ...loaded.pages,
    ...loaded.collections,
    ...(loaded.variants ?? []),
    ...(loaded.sections ?? []),
  ];
  const documents = files.flatMap((file) => {
    const id = documentIdOf(file.file);
    return id ? [{ ...id, data: file.data, file: file.file }] : [];
  });
  documentsOf.set(loaded, documents);
  return documents;
}

/** The images a document's data shows and where: found once per version of its data. */
const placesOfData = new WeakMap<object, ImagePlace[]>();

function placesOf({ kind, data }: ShownDocument): ImagePlace[] {
  const key = isObject(data) ? data : undefined;
  const known = key && placesOfData.get(key);
  if (known) return known;
  const places = imagePlaces(kind, data);
  if (key) placesOfData.set(key, places);
  return places;
}

/** The drafts of the editor service that may show images (none on the dev server). */
function draftDocuments(context: EditorContext): ShownDocument[] {
  return (context.unpublished?.list() ?? []).flatMap((draft): ShownDocument[] => {
    const kind = imageKindOfDraft(draft.kind, draft.name);
    return kind ? [{ kind, name: draft.name, data: draft.data, draft: true }] : [];
  });
}

/** A document's title as the marketer knows it (its `{{…}}` filled from site.json, as the page list shows it). */
function titleOf({ kind, name, data }: ShownDocument, filled: Record<string, unknown>): string {
  const field = isObject(data) ? (kind === "section" ? data.name : data.title) : undefined;
  if (kind === "site") return "Configurações do site";
  if (kind === "variant") return `Variante ${name.split("/")[1]} do teste ${name.split("/")[0]}`;
  if (kind === "collection") return `Coleção ${name}`;
  return typeof field === "string" && field ? interpolate(field, filled) : name;
}

/** The block and field of `path` in the document, in words. */
function placeIn(schemas: SchemaSet, { kind, data }: ShownDocument, path: DataPath): string {
  const schema: JsonSchema = kind === "site" ? schemas.site : kind === "collection" ? schemas.collection : schemas.page;
  const words =
    kind === "section"
      ? placeOf(schema, { blocks: [isObject(data) ? data.block : undefined] }, ["blocks", 0, ...path.slice(1)]).slice(1)
      : placeOf(schema, data, path);
  return words.join(" › ");
}

/** One place that shows an image: the document and where in it (put in words only when shown). */
interface ShownPlace {
  document: ShownDocument;
  path: DataPath;
}

/** Every place of `documents` that shows each image, by address. */
function placesByImage(documents: ShownDocument[]): Map<string, ShownPlace[]> {
  const byImage = new Map<string, ShownPlace[]>();
  for (const document of documents)
    for (const { src, path } of placesOf(document)) {
      const place = { document, path };
      const list = byImage.get(src);
      if (list) list.push(place);
      else byImage.set(src, [place]);
    }
  return byImage;
}

/** The places the files of one version of the config folder show images at, found once per version. */
const placesOfFiles = new WeakMap<object, Map<string, ShownPlace[]>>();

function filePlaces(files: ShownDocument[]): Map<string, ShownPlace[]> {
  let places = placesOfFiles.get(files);
  if (!places) placesOfFiles.set(files, (places = placesByImage(files)));
  return places;
}

/**
 * Reads the config folder and finds where its files show images, so that the first page list and image library find
 * them in memory (the editor service does it at start: seconds at 100,000 pages). How many pages it read.
 */
export async function warmLibrary(configDir: string): Promise<number> {
  const pages = warmKeptConfig(configDir);
  filePlaces(await configDocuments(configDir));
  return pages;
}

/** Where each image is shown: how many places, and the places in the marketer's words. */
export interface ImageUses {
  /** How many places show the image at `src`. */
  count(src: string): number;
  /** The places that show the image at `src`, in words (the first `limit` of them). */
  of(src: string, limit?: number): ImageUse[];
}

/**
 * Every place that shows each image: the site's files (found again only where one of them changed) and, on the
 * editor service, the drafts. A place is put in words (its document's title, its block and field) only when shown:
 * an image a generated page shows may be on 100,000 pages.
 */
export async function imageUses(context: EditorContext): Promise<ImageUses> {
  const schemas = await context.schemas();
  const files = await configDocuments(context.configDir);
  const fromFiles = filePlaces(files);
  const fromDrafts = placesByImage(draftDocuments(context));
  const site = files.find((document) => document.kind === "site")?.data;
  const filled = isObject(site) ? placeholdersFrom(site) : {};
  const placesAt = (src: string) => [...(fromFiles.get(src) ?? []), ...(fromDrafts.get(src) ?? [])];
  const words = ({ document, path }: ShownPlace): ImageUse => ({
    kind: document.kind,
    name: document.name,
    title: titleOf(document, filled),
    place: placeIn(schemas, document, path),
    ...(document.draft && { draft: true }),
  });
  return {
    count: (src) => (fromFiles.get(src)?.length ?? 0) + (fromDrafts.get(src)?.length ?? 0),
    of: (src, limit = Infinity) => placesAt(src).slice(0, limit).map(words),
  };
}

/** The places listed with each image: an image a generated page shows may be on 100,000 pages. */
export const USES_LISTED = 20;

/** The library: each image of public/img/ with its weight in bytes and the first places that show it, and how many. */
export async function listLibrary(context: EditorContext): Promise<LibraryImage[]> {
  const uses = await imageUses(context);
  return listImages(context.publicDir).flatMap((image) => {
    // An image removed since it was listed is simply not shown.
    const bytes = statSync(join(context.publicDir, `.${image.src}`), { throwIfNoEntry: false })?.size;
    if (bytes === undefined) return [];
    const count = uses.count(image.src);
    return [
      { ...image, bytes, uses: uses.of(image.src, USES_LISTED), ...(count > USES_LISTED && { useCount: count }) },
    ];
  });
}
