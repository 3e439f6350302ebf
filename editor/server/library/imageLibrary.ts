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
import { keptConfig } from "./keptConfig.ts";
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

/** The images a file's data shows and where, in words: found once per version of the file and of the schemas. */
const placesOfData = new WeakMap<object, { schemas: SchemaSet; places: Array<ImagePlace & { words: string }> }>();

function placesOf(schemas: SchemaSet, document: ShownDocument): Array<ImagePlace & { words: string }> {
  const { data } = document;
  const key = isObject(data) ? data : undefined;
  const known = key && placesOfData.get(key);
  if (known && known.schemas === schemas) return known.places;
  const places = imagePlaces(document.kind, data).map((place) => ({
    ...place,
    words: placeIn(schemas, document, place.path),
  }));
  if (key) placesOfData.set(key, { schemas, places });
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

/** A document's uses of images, each with its address: made once per version of its data, the schemas and site.json. */
const usesOfData = new WeakMap<object, { schemas: SchemaSet; filled: object; uses: Array<[string, ImageUse]> }>();

function usesOf(
  schemas: SchemaSet,
  document: ShownDocument,
  filled: Record<string, unknown>,
): Array<[string, ImageUse]> {
  const key = isObject(document.data) ? document.data : undefined;
  const known = key && usesOfData.get(key);
  if (known && known.schemas === schemas && known.filled === filled && !document.draft) return known.uses;
  const uses = placesOf(schemas, document).map(({ src, words }): [string, ImageUse] => [
    src,
    {
      kind: document.kind,
      name: document.name,
      title: titleOf(document, filled),
      place: words,
      ...(document.draft && { draft: true }),
    },
  ]);
  if (key && !document.draft) usesOfData.set(key, { schemas, filled, uses });
  return uses;
}

/** site.json's values a title's `{{…}}` are filled from, once per version of site.json. */
const filledOfSite = new WeakMap<object, Record<string, unknown>>();
const NO_SITE = {};

function filledFrom(documents: ShownDocument[]): Record<string, unknown> {
  const site = documents.find((document) => document.kind === "site" && !document.draft)?.data;
  if (!isObject(site)) return NO_SITE;
  let filled = filledOfSite.get(site);
  if (!filled) filledOfSite.set(site, (filled = placeholdersFrom(site)));
  return filled;
}

/** Every place of `documents` that shows each image, by address; titles filled from `filled` (default: their site.json). */
export function usesByImage(
  schemas: SchemaSet,
  documents: ShownDocument[],
  filled = filledFrom(documents),
): Map<string, ImageUse[]> {
  const uses = new Map<string, ImageUse[]>();
  for (const document of documents) {
    for (const [src, use] of usesOf(schemas, document, filled)) {
      const list = uses.get(src);
      if (list) list.push(use);
      else uses.set(src, [use]);
    }
  }
  return uses;
}

/** The uses the files of one version of the config folder make, found once per version and schemas. */
const usesOfFiles = new WeakMap<object, { schemas: SchemaSet; uses: Map<string, ImageUse[]> }>();

/**
 * Every place that shows each image, by address: the site's files (found again only when one of them changed) and,
 * on the editor service, the drafts.
 */
export async function imageUses(context: EditorContext): Promise<Map<string, ImageUse[]>> {
  const schemas = await context.schemas();
  const files = await configDocuments(context.configDir);
  let fromFiles = usesOfFiles.get(files);
  if (fromFiles?.schemas !== schemas)
    usesOfFiles.set(files, (fromFiles = { schemas, uses: usesByImage(schemas, files) }));
  const drafts = draftDocuments(context);
  if (drafts.length === 0) return fromFiles.uses;
  const uses = new Map(fromFiles.uses);
  for (const [src, list] of usesByImage(schemas, drafts, filledFrom(files)))
    uses.set(src, [...(uses.get(src) ?? []), ...list]);
  return uses;
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
    const all = uses.get(image.src) ?? [];
    return [
      { ...image, bytes, uses: all.slice(0, USES_LISTED), ...(all.length > USES_LISTED && { useCount: all.length }) },
    ];
  });
}
