/**
 * What the page editor's browser code and its dev-server endpoints exchange (under /_editor/api/). Browser-safe:
 * types only.
 */
import type { PageStart } from "../../model/createPage.ts";
import type { Problem } from "../../validator/problem.ts";
import type { DraftStamp } from "./drafts.ts";
import type { FieldChange } from "./fieldChanges.ts";

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
  /** schema/site.schema.json with its references resolved. */
  site: JsonSchema;
  /** schema/collection.schema.json with its references resolved: it names a collection's fields in a comparison. */
  collection: JsonSchema;
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
  /** Saved but not published: the file differs from the last commit, or git does not know it yet. Absent without git. */
  draft?: boolean;
  /** The collection (file name without `.json`) this page is the template of: it has no address of its own. */
  templateOf?: string;
}

/** One collection of site.config/collections/, as the page list shows it. */
export interface CollectionSummary {
  /** File name without `.json`. */
  name: string;
  /** Path relative to the config folder, e.g. `collections/segmentos-cidades.json`. */
  file: string;
  /** The template page's file name (without `.json`), or "" when the file does not name one. */
  page: string;
  /** How many rows, i.e. pages, it makes. */
  rows: number;
  /** Saved but not published, as for a page. Absent without git. */
  draft?: boolean;
}

/** An open page (or any document): its data and the version of the file it was read from. */
export interface OpenedPage {
  name: string;
  data: Record<string, unknown>;
  /** Content hash of the file as read; `null` for a page not yet saved. */
  version: string | null;
  /** Saved but not published, as in the page list. Absent without git, and for a page not yet saved. */
  draft?: boolean;
  /** Opened from the team's draft (the editor service): whose it is and when it was saved. */
  teamDraft?: DraftStamp;
}

/** An open collection: its data (template page and rows) and the version of the file it was read from. */
export type OpenedCollection = OpenedPage;

/** site.json open: its data, the version of the file and, as for a page, whether it is saved but not published. */
export type OpenedSite = OpenedPage;

/** What saving sends (a page, a collection or site.json). */
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

/** The verdict on site.json as edited, with the placeholders it still holds (`npm run validate -- --launch`'s). */
export interface SiteValidation extends ValidationResult {
  /** Example data the business must replace before the site goes live: valid, so they never stop a save. */
  launch: Problem[];
}

/** Why a save or delete was refused. */
export type Refusal =
  /** `message`: which document of a publication has the problems (a publication carries several), and that nothing went out. */
  | { reason: "invalid"; validation: ValidationResult; message?: string }
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

/** What publishing sends: the commit message the marketer wrote (trimmed, up to 500 characters). */
export interface PublishRequest {
  message: string;
}

/** Who publishes: the signed-in person, recorded as the commit's author and committer. */
export interface Person {
  name: string;
  email: string;
}

/**
 * What sending the publication to the site's repository gave: sent; retrying on its own (the message says why, in
 * Portuguese); failed in a way retrying cannot fix (the message says what to do); or no repository to send to.
 */
export type PushResult =
  | { kind: "pushed" }
  | { kind: "no-remote" }
  | { kind: "retrying"; message: string }
  | { kind: "failed"; message: string };

/** What calling the deploy address after the push gave (absent when none is configured or nothing was sent yet). */
export type DeployResult =
  { kind: "called" } | { kind: "retrying"; message: string } | { kind: "failed"; message: string };

/** A page published: its commit (null when it was already published as it is) and what the push gave. */
export interface PublishResult {
  commit: string | null;
  /** The files committed, from the project's folder (the page and the images it shows). */
  files: string[];
  push: PushResult;
  deploy?: DeployResult;
  /** True when git had no name and e-mail configured and the commit is signed "Editor do site". */
  fallbackIdentity: boolean;
}

/** One delivery to the site (sending to its repository, calling the deploy address) that is not done. */
export type DeliveryState =
  | { state: "idle" }
  /** `nextAttempt`: ISO 8601. */
  | { state: "retrying"; message: string; attempts: number; nextAttempt: string }
  | { state: "failed"; message: string };

/** Publications on their way to the site: what the publishing dialog shows before a new one. */
export interface PublishingStatus {
  push: DeliveryState;
  deploy: DeliveryState;
}

/** One commit of a page's history. */
export interface PageCommit {
  commit: string;
  author: string;
  /** ISO 8601. */
  date: string;
  message: string;
  /** What this version changed against the one before it, by block and field; absent on older versions. */
  changes?: FieldChange[];
  /** The version that made the file: it has no version before it to compare with. */
  first?: boolean;
  /** Made outside the editor (a developer's commit): its author and message are not the team's, and not shown. */
  outside?: boolean;
}

/** A page's data as a commit of its history had it. */
export interface PageAtCommit {
  commit: string;
  data: Record<string, unknown>;
}

/** The open page's text as saving it now would write it, beside the file on disk (null when there is none). */
export interface Comparison {
  disk: string | null;
  mine: string;
}
