/**
 * What the editor's image library and its models of sections exchange: one definition for the server and the
 * editor's browser code.
 */
import type { ImageFile } from "./api.ts";

/** The kinds of document that can show an image. */
export type UseKind = "page" | "collection" | "site" | "section" | "variant";

/** One place an image is shown: the document (by kind and name, with its title) and the field, in words. */
export interface ImageUse {
  kind: UseKind;
  name: string;
  /** The document as a marketer knows it: a page's title, a model's name, "Configurações do site". */
  title: string;
  /** The block and field, in Portuguese ("Bloco 2 (Destaque) › Imagem"). */
  place: string;
  /** True when the use is in a draft not yet published (the editor service). */
  draft?: boolean;
}

/** One image of the library: its address and size, its weight in bytes and every place that shows it. */
export interface LibraryImage extends ImageFile {
  bytes: number;
  /** The places that show it: all of them, or the first ones when {@link useCount} says there are more. */
  uses: ImageUse[];
  /** How many places show it, when they are more than `uses` lists. */
  useCount?: number;
}

/**
 * A replaced image: its address and size, and the documents changed to show it (the editor service keeps the new
 * picture under a new address, with drafts of those documents; on the dev server it takes the old address: none).
 */
export interface ReplacedImage extends ImageFile {
  bytes: number;
  changed: string[];
  /** True when the person may not publish: a Publisher was asked to review the drafts. */
  reviewAsked?: boolean;
}

/** What renaming an image sends: its address and the new name (made safe as an upload's name is). */
export interface RenameImageRequest {
  src: string;
  name: string;
}

/** A rename done: the new address and the documents it changed, as their config paths. */
export interface RenamedImage {
  src: string;
  changed: string[];
  /** True when the person may not publish: a Publisher was asked to review the drafts. */
  reviewAsked?: boolean;
}

/** One saved model of a section: its file's name, the name the marketer gave it and the block it copies. */
export interface SectionModel {
  id: string;
  name: string;
  block: Record<string, unknown> & { type: string };
  /** What renaming it names to be refused (409) when someone changed it meanwhile. */
  version?: string | null;
}
