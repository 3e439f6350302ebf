/**
 * What differs between the documents the editor opens (a page, a collection, site.json); everything else (open,
 * validate, save with its 409, publish, history and restore) is one implementation over this, in documentEndpoints.ts.
 */
import type { RecordSources } from "../../../model/experimentData/experimentResult.ts";
import type { JsonSchema, SchemaSet, ValidationResult } from "../../shared/api.ts";
import type { DraftKind } from "../../shared/drafts.ts";
import type { Answer } from "../http.ts";
import type { DocumentStore } from "./documentStore.ts";
import type { SchemaNode } from "../keyOrder.ts";
import type { PagesFolder } from "../pageFiles.ts";
import type { UnpublishedCopies } from "../library/unpublishedCopies.ts";
import type { Published, PublishingContext } from "../publishing.ts";

/** What the endpoints work on. */
export interface EditorContext extends PublishingContext {
  /** The schemas, loaded once and again after a schema or examples file changes. */
  schemas: () => Promise<SchemaSet>;
  /** Where work in progress is kept (documentStore.ts); without it, the files themselves (the dev server). */
  store?: DocumentStore;
  /** The editor service's drafts, for the image library (none on the dev server, whose work in progress is files). */
  unpublished?: UnpublishedCopies;
  /** The service's per-person upload quota: the refusal for `bytes` more, or undefined (none on the dev server). */
  admitUpload?: (bytes: number) => Answer | undefined;
  /** The service's clock (tests move it); the dev server reads the machine's. */
  clock?: { now: () => number };
  /** Documents kept apart from the files, which may use an uploaded image (the service's drafts). */
  unsavedDocuments?: () => unknown[];
  /** Where the A/B tests' recorded data is; undefined: the project's .data/experiments (the dev server's default). */
  experimentData?: RecordSources;
}

/** How a kind's messages name it and its data. */
export interface DocumentWords {
  /** What a publication changes, in "o que mudou na …": "página", "coleção", "configuração do site". */
  published: Published;
  /** "da página", "da coleção", "do site": whose data a request lacks. */
  dataOf: string;
  /** The sentence for a document that does not exist, given its path in the config. */
  missing: (file: string) => string;
  /** The refusal of a name a new document cannot have (kinds that create documents). */
  badName?: string;
}

/** One kind of document the editor opens, validates, saves and publishes. */
export interface DocumentKind {
  /** What the kind is called in drafts and addresses (`rascunhos/<id>/<name>`). */
  id: DraftKind;
  /** The folder its files are in. */
  folder: (context: PublishingContext) => PagesFolder;
  /** Its path in the config folder, as the validator and the messages name it (`pages/promo.json`). */
  fileOf: (name: string) => string;
  /** The name of the kind's only document, when it has one (site.json): its addresses carry no name. */
  only?: string;
  /** True when a save may create the file (a new page); otherwise the file must exist. */
  creates: boolean;
  /** The schema, references resolved, whose pt-BR titles name the document's fields in its history's changes. */
  described: (schemas: SchemaSet) => JsonSchema;
  /** The schema that orders the keys of the text a save writes. */
  schema: (context: EditorContext) => SchemaNode | Promise<SchemaNode>;
  /** The validator's verdict on the site with document `name` holding `data` (awaited: it may run off the thread). */
  validate: (context: PublishingContext, name: string, data: unknown) => ValidationResult | Promise<ValidationResult>;
  /** What the validation endpoint adds to the verdict (site.json: the example data it still holds). */
  report?: (data: unknown, verdict: ValidationResult) => ValidationResult;
  /** Other files a publication commits with the document's (a page's images), as absolute paths. */
  companions?: (context: PublishingContext, data: Record<string, unknown>, name: string) => string[];
  words: DocumentWords;
}
