/**
 * Publishing a draft: the only moment its data reaches the site's files. It is checked as a save checks a document
 * (refused with its problems, or when the file changed since the draft started) and committed as the text a save
 * would write; the file changes only once the commit is the branch's, and the draft goes after that.
 */
import type { SaveRequest } from "../../shared/api.ts";
import type { DraftKind } from "../../shared/drafts.ts";
import { publishDocument } from "../../server/documents/documentEndpoints.ts";
import type { DocumentKind } from "../../server/documents/documentKind.ts";
import { refused, type Answer } from "../../server/http.ts";
import { documentName } from "../../shared/documentName.ts";
import type { Person } from "../people/people.ts";
import { signedIn, type ServiceContext } from "../serviceContext.ts";
import { DOCUMENT_KINDS } from "./draftKinds.ts";

/**
 * Publishes the document as `draft` holds it, as `person`. The one place the drafts call the editor's publication: when
 * publishing takes its author, it is given here.
 */
export function publishWritten(
  kind: DocumentKind,
  context: ServiceContext,
  name: string,
  message: string,
  _person: Person,
  draft: SaveRequest,
): Promise<Answer> {
  return publishDocument(kind, context, name, message, context.author, draft);
}

/** Publishes the draft of a document with `message` (`force`: over a file changed since the draft started). */
export async function publishDraft(
  context: ServiceContext,
  draftKind: DraftKind,
  name: string,
  { message, force }: { message: string; force?: boolean },
): Promise<Answer> {
  const { drafts, audit } = context.stores;
  const kind = DOCUMENT_KINDS[draftKind];
  const person = signedIn(context);
  const draft = drafts.get(draftKind, name);
  if (!draft)
    return refused(
      404,
      `Não há rascunho d${documentName(kind.fileOf(name))} para publicar: ele já foi publicado ou descartado. Abra o documento de novo.`,
    );
  const request = { data: draft.data, version: draft.version, force };
  const published = await publishWritten(kind, context, name, message, person, request);
  if (published.status !== 200) return published;
  const version = kind.folder(context).read(name)?.version;
  drafts.discard(draftKind, name);
  audit.record(person, "publicou", kind.fileOf(name), message, context.clock.now());
  return { status: 200, body: { ...(published.body as object), version } };
}
