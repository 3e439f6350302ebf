import type { DraftKind } from "../../shared/drafts.ts";
import { COLLECTION } from "../collectionApi.ts";
import { EXPERIMENT } from "../experiments/experimentKind.ts";
import { PAGE } from "../pageApi.ts";
import { SECTION } from "../sections/sectionKind.ts";
import { SITE } from "../siteApi.ts";
import type { DocumentKind } from "./documentKind.ts";

/** Every kind of document the editor changes, by the name drafts and addresses give it. */
export const DOCUMENT_KINDS: Record<DraftKind, DocumentKind> = {
  page: PAGE,
  collection: COLLECTION,
  site: SITE,
  experiment: EXPERIMENT,
  section: SECTION,
};
