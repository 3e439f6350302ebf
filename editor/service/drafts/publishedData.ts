import type { DraftKind } from "../../shared/drafts.ts";
import type { ServiceContext } from "../serviceContext.ts";
import { DOCUMENT_KINDS } from "./draftKinds.ts";

/**
 * The data of a document's published file if the file is still at `version`, else undefined: the version a save
 * based on no draft started from.
 */
export function publishedData(
  context: ServiceContext,
  kind: DraftKind,
  name: string,
  version: string | null,
): Record<string, unknown> | undefined {
  const file = DOCUMENT_KINDS[kind].folder(context).read(name);
  if (!file || file.version !== version) return undefined;
  try {
    return JSON.parse(file.text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
