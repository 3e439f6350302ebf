/**
 * Publishing a draft: the only moment its data reaches the site's files. It is validated and written as a save writes
 * a document (refused with its problems, or when the file changed since the draft started), then published; the draft
 * goes once the publication is recorded, and the file is put back as it was when the publication is refused.
 */
import type { DraftKind } from "../../shared/drafts.ts";
import { publishDocument, saveDocument } from "../../server/documents/documentEndpoints.ts";
import type { DocumentKind } from "../../server/documents/documentKind.ts";
import { refused, type Answer } from "../../server/http.ts";
import { documentName } from "../../shared/documentName.ts";
import type { Person } from "../people/people.ts";
import { signedIn, type ServiceContext } from "../serviceContext.ts";
import { DOCUMENT_KINDS } from "./draftKinds.ts";

/**
 * Publishes the document's file as written, as `person`. The one place the drafts call the editor's publication: when
 * publishing takes its author, it is given here.
 */
export function publishWritten(
  kind: DocumentKind,
  context: ServiceContext,
  name: string,
  message: string,
  _person: Person,
): Promise<Answer> {
  return publishDocument(kind, context, name, message);
}

/** Puts a document's file back as it was before a publication that was refused (`previous` undefined: there was none). */
function putBack(kind: DocumentKind, context: ServiceContext, name: string, previous: string | undefined) {
  const folder = kind.folder(context);
  if (previous === undefined) folder.remove(name);
  else folder.write(name, previous);
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
  const previous = kind.folder(context).read(name)?.text;
  const written = await saveDocument(kind, context, name, { data: draft.data, version: draft.version, force });
  if (written.status !== 200) return written;
  const { version } = written.body as { version: string };
  const published = await publishWritten(kind, context, name, message, person);
  if (published.status !== 200) {
    putBack(kind, context, name, previous);
    return published;
  }
  drafts.discard(draftKind, name);
  audit.record(person, "publicou", kind.fileOf(name), message, context.clock.now());
  return { status: 200, body: { ...(published.body as object), version } };
}
