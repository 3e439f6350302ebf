import type { OpenedPage } from "../../shared/api.ts";
import type { DraftKind } from "../../shared/drafts.ts";
import type { Answer } from "../api.ts";
import { draftApi } from "./draftApi.ts";

/**
 * `open` for a document that may have a draft: the draft when there is one (with whose it is and when it was saved;
 * a new page exists only as its draft), else the file.
 */
export function withDraft(
  kind: DraftKind,
  open: (name: string) => Promise<Answer<OpenedPage>>,
): (name: string) => Promise<Answer<OpenedPage>> {
  return async (name) => {
    const [file, draft] = await Promise.all([open(name), draftApi.read(kind, name)]);
    if (!draft.ok) return file;
    const { data, version, revision, by, at } = draft.value;
    return { ok: true, value: { name, data, version, teamDraft: { revision, by, at } } };
  };
}
