/**
 * What the page editor's browser code and its dev-server endpoints exchange (under /_editor/api/). Browser-safe:
 * types only.
 */
import type { PageStart } from "../../model/createPage.ts";
import type { Problem } from "../../validator/problem.ts";

export type { PageStart, Problem };

/** A JSON Schema as the editor receives it: every `$ref` replaced by what it points at. */
export type JsonSchema = Record<string, unknown>;

/** One block type of blocks/<type>/: its schema and the examples new blocks start from. */
export interface BlockType {
  type: string;
  description: string;
  schema: JsonSchema;
  examples: Array<Record<string, unknown>>;
}

/** The schemas the forms are generated from. */
export interface SchemaSet {
  /** schema/page.schema.json with its references resolved. */
  page: JsonSchema;
  /** Every block folder with a schema, alphabetically. */
  blocks: BlockType[];
}

/** One page of site.config/pages/, as the page list shows it. */
export interface PageSummary {
  /** File name without `.json`. */
  name: string;
  /** Path relative to the config folder, e.g. `pages/preco.json`. */
  file: string;
  route: string;
  title: string;
  /** Other routes the page answers on. */
  aliases: string[];
  /** True for pages the editor must not delete (the not-found page). */
  protected: boolean;
}

/** An open page: its data and the version of the file it was read from. */
export interface OpenedPage {
  name: string;
  data: Record<string, unknown>;
  /** Content hash of the file as read; `null` for a page not yet saved. */
  version: string | null;
}

/** What saving sends. */
export interface SaveRequest {
  data: Record<string, unknown>;
  /** The version the editor opened (`null` for a new page). */
  version: string | null;
  /** Overwrite even though the file changed on disk since it was opened. */
  force?: boolean;
}

/** The validator's verdict on a page as edited. */
export interface ValidationResult {
  /** Problems of the page itself. */
  problems: Problem[];
  /** Problems the change would cause in other files (e.g. a link to a route this page no longer has). */
  others: Problem[];
}

/** Why a save or delete was refused. */
export type Refusal =
  | { reason: "invalid"; validation: ValidationResult }
  | { reason: "conflict"; message: string }
  | { reason: "refused"; message: string };

/** What creating a page asks for: a name, a route and where to start from. */
export interface DraftRequest {
  name: string;
  route: string;
  start: PageStart;
}

/** An image of public/img/ with its natural size. */
export interface ImageFile {
  src: string;
  width: number;
  height: number;
}
