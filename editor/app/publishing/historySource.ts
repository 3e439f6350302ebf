import type { PageAtCommit, PageCommit } from "../../shared/api.ts";
import { api, type Answer } from "../api.ts";
import { t } from "../strings.ts";
import { pagePath } from "../../shared/variantNames.ts";

/** Where a document's history comes from, and how the dialog and the restored version's message name it. */
export interface HistorySource {
  /** The document as the dialog's heading names it. */
  file: string;
  list: (name: string) => Promise<Answer<PageCommit[]>>;
  atCommit: (name: string, commit: string) => Promise<Answer<PageAtCommit>>;
  /** The publication message suggested after restoring the version of `date`. */
  restoreMessage: (name: string, date: string) => string;
  /** Whether a version can be shown in the preview (a page's: collections and site.json have none). */
  preview: boolean;
}

/** A page's history. */
export const pageHistory = (name: string): HistorySource => ({
  file: pagePath(name),
  list: api.history,
  atCommit: api.atCommit,
  restoreMessage: t.restoreMessage,
  preview: true,
});

/** A collection's history. */
export const collectionHistory = (name: string): HistorySource => ({
  file: `collections/${name}.json`,
  list: api.collectionHistory,
  atCommit: api.collectionAtCommit,
  restoreMessage: t.restoreCollectionMessage,
  preview: false,
});

/** site.json's history (one file: the name is not part of its addresses). */
export const siteHistory = (file: string): HistorySource => ({
  file,
  list: api.siteHistory,
  atCommit: api.siteAtCommit,
  restoreMessage: (_name, date) => t.restoreSiteMessage(date),
  preview: false,
});
