/**
 * Where a config file shows images of public/img/, found by the schema as the validator finds them (model/references):
 * site.json's and the pages' image values, the pages of A/B variants, a model's block, and a collection's row values
 * that are image addresses (its template shows them). Each place is a path into the file's data.
 */
import { COLLECTIONS_FOLDER, PAGES_FOLDER, SECTIONS_FOLDER, SITE_FILE } from "../../../model/paths.ts";
import { EXPERIMENTS_FOLDER } from "../../../model/paths.ts";
import { references } from "../../../validator/schemas.ts";
import type { DraftKind } from "../../shared/drafts.ts";
import type { UseKind } from "../../shared/library.ts";
import { variantOfPage } from "../../shared/variantNames.ts";

/** A path into a document's data: keys, and indexes of arrays. */
export type DataPath = Array<string | number>;

/** One image shown by a document: the path of the value and the address it shows. */
export interface ImagePlace {
  path: DataPath;
  src: string;
  /** True when the value is the address itself (a collection's cell); otherwise an image object with its `src`. */
  bare: boolean;
}

/** A config file as the library names it: its kind and its name ("promo", "site", "oferta-ab/b"). */
export interface DocumentId {
  kind: UseKind;
  name: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

/** A file of the config folder by its kind, or undefined for files that show no images (an A/B test's settings). */
export function documentIdOf(file: string): DocumentId | undefined {
  if (file === SITE_FILE) return { kind: "site", name: "site" };
  const [folder, ...rest] = file.slice(0, -".json".length).split("/");
  const name = rest.join("/");
  if (rest.length === 1 && folder === PAGES_FOLDER) return { kind: "page", name };
  if (rest.length === 1 && folder === COLLECTIONS_FOLDER) return { kind: "collection", name };
  if (rest.length === 1 && folder === SECTIONS_FOLDER) return { kind: "section", name };
  if (rest.length === 2 && folder === EXPERIMENTS_FOLDER) return { kind: "variant", name };
  return undefined;
}

/** How the library names a draft's document: a page's variant is a variant; an A/B test shows no image (undefined). */
export function imageKindOfDraft(kind: DraftKind, name: string): UseKind | undefined {
  if (kind === "experiment") return undefined;
  return kind === "page" && variantOfPage(name) ? "variant" : kind;
}

/** The path of a JSON pointer into `data`: array steps as numbers. */
function pathOf(pointer: string, data: unknown): DataPath {
  const path: DataPath = [];
  let value = data;
  for (const raw of pointer.split("/").slice(1)) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    const step = Array.isArray(value) ? Number(key) : key;
    path.push(step);
    value = isObject(value) || Array.isArray(value) ? (value as Record<string | number, unknown>)[step] : undefined;
  }
  return path;
}

/** The image objects the schema finds in `data` (`find`: site.json's or a page's index), with their address. */
function imageObjects(find: (data: unknown) => { kind: string; pointer: string; value: unknown }[], data: unknown) {
  return find(data).flatMap(({ kind, pointer, value }): ImagePlace[] => {
    const src = kind === "image" && isObject(value) ? value.src : undefined;
    return typeof src === "string" && src.startsWith("/img/")
      ? [{ path: pathOf(pointer, data), src, bare: false }]
      : [];
  });
}

/** Every image `data`, a file of kind `kind`, shows from public/img/, in the file's order. */
export function imagePlaces(kind: UseKind, data: unknown): ImagePlace[] {
  const finders = references();
  if (kind === "site") return imageObjects(finders.site, data);
  if (kind === "page" || kind === "variant") return imageObjects(finders.page, data);
  if (kind === "section") {
    const block = isObject(data) ? data.block : undefined;
    return imageObjects(finders.page, { blocks: [block] }).map((place) => ({
      ...place,
      path: ["block", ...place.path.slice(2)],
    }));
  }
  const rows = isObject(data) && Array.isArray(data.rows) ? data.rows : [];
  return rows.flatMap((row, index) =>
    Object.entries(isObject(row) ? row : {}).flatMap(([key, value]): ImagePlace[] =>
      typeof value === "string" && value.startsWith("/img/")
        ? [{ path: ["rows", index, key], src: value, bare: true }]
        : [],
    ),
  );
}

/** `data` with every place that shows `from` showing `to` instead, or undefined when it does not show `from`. */
export function withImageRenamed(kind: UseKind, data: unknown, from: string, to: string): unknown {
  const places = imagePlaces(kind, data).filter((place) => place.src === from);
  if (places.length === 0) return undefined;
  const copy = structuredClone(data);
  for (const { path, bare } of places) {
    const parent = path.slice(0, -1).reduce<unknown>((value, step) => (value as Record<string, unknown>)[step], copy);
    const last = path[path.length - 1]!;
    if (bare) (parent as Record<string | number, unknown>)[last] = to;
    else ((parent as Record<string | number, unknown>)[last] as Record<string, unknown>).src = to;
  }
  return copy;
}
