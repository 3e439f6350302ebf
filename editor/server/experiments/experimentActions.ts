/**
 * What the test's buttons do, each in one publication: Iniciar, Pausar and Encerrar change the test's state; "Encerrar
 * e usar a variante X" also makes the winner's blocks the page's. Each takes the documents as the team is editing
 * them (their drafts, on the service) and goes through the store: published by a person who may publish, kept as
 * drafts with a review request otherwise (documentStore.ts `publishOrAsk`).
 */
import { ORIGINAL } from "../../../model/experiments/variantFiles.ts";
import type { StatusRequest, WinnerRequest } from "../../shared/experiments.ts";
import { variantPageName } from "../../shared/variantNames.ts";
import type { DocumentKind, EditorContext } from "../documents/documentKind.ts";
import { storeOf } from "../documents/fileStore.ts";
import { refused, type Answer } from "../http.ts";
import { PAGE } from "../pageApi.ts";
import { EXPERIMENT } from "./experimentKind.ts";

/** A document as the team is editing it: its draft where the store keeps one, else its file. */
const edited = (context: EditorContext, kind: DocumentKind, name: string) =>
  storeOf(context).draft(kind, name)?.data ?? kind.folder(context).readObject(name);

const missingTest = (name: string) => refused(404, EXPERIMENT.words.missing(EXPERIMENT.fileOf(name)));

/** Sets the test's state: published with its variants as they are being edited, refused whole on any problem. */
export async function changeStatus(
  context: EditorContext,
  name: string,
  { status, message }: StatusRequest,
): Promise<Answer> {
  const data = edited(context, EXPERIMENT, name);
  if (!data) return missingTest(name);
  return storeOf(context).publishOrAsk([{ kind: EXPERIMENT, name, data: { ...data, status } }], message);
}

/**
 * Ends the test with variant `variant` as the page: the variant's blocks replace the page's (its address, title and
 * description stay the page's), and the page, the test and its variants go out in one commit. The variants' files
 * stay, so that the ended test still says what was tested; the original "wins" by ending the test alone.
 */
export async function endWithWinner(
  context: EditorContext,
  name: string,
  { variant, message }: WinnerRequest,
): Promise<Answer> {
  const test = edited(context, EXPERIMENT, name);
  if (!test) return missingTest(name);
  const page = typeof test.page === "string" ? test.page : "";
  const listed = Array.isArray(test.variants) && test.variants.some((each) => each?.name === variant);
  if (!listed) return refused(404, `O teste não tem a variante “${variant}”.`);
  const pageData = edited(context, PAGE, page);
  if (!pageData) return refused(404, PAGE.words.missing(PAGE.fileOf(page)));
  const winner = variant === ORIGINAL ? pageData : edited(context, PAGE, variantPageName(name, variant));
  if (!winner) return refused(404, `A variante “${variant}” não tem página: abra o teste de novo.`);
  return storeOf(context).publishOrAsk(
    [
      { kind: EXPERIMENT, name, data: { ...test, status: "ended" } },
      { kind: PAGE, name: page, data: { ...pageData, blocks: winner.blocks } },
    ],
    message,
  );
}
