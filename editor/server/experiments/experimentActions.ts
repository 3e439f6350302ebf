/**
 * What the test's buttons do, each in one publication: Iniciar, Pausar and Encerrar change the test's state; "Encerrar
 * e usar a variante X" also makes the winner's blocks the page's. A refused publication puts the files back as they were.
 */
import { join } from "node:path";
import { ORIGINAL } from "../../../model/experiments/variantFiles.ts";
import experimentSchema from "../../../schema/experiment.schema.json" with { type: "json" };
import type { Person } from "../../shared/api.ts";
import type { StatusRequest, WinnerRequest } from "../../shared/experiments.ts";
import { variantPageName } from "../../shared/variantNames.ts";
import { storeOf } from "../documents/fileStore.ts";
import type { EditorContext } from "../documents/documentKind.ts";
import { invalid, refused, type Answer } from "../http.ts";
import type { FileToCommit } from "../indexEntries.ts";
import { updateJsonText } from "../jsonText.ts";
import type { SchemaNode } from "../keyOrder.ts";
import { PAGE } from "../pageApi.ts";
import { pageImageFiles } from "../pageImages.ts";
import { publishFiles } from "../publishing.ts";
import { EXPERIMENT, experimentCompanions } from "./experimentKind.ts";

const TEST_SCHEMA = experimentSchema as SchemaNode;

/** The test's file as read, or the refusal when it is missing or not a JSON object. */
function readTest(context: EditorContext, name: string) {
  const folder = EXPERIMENT.folder(context);
  const file = folder.read(name);
  const data = folder.readObject(name);
  if (!file || !data) return refused(404, EXPERIMENT.words.missing(EXPERIMENT.fileOf(name)));
  return { folder, text: file.text, data };
}

/**
 * Sets the test's state and publishes it, as the team is editing it (its draft, on the service), with its variants
 * as they are being edited too (their drafts): the store's publication, refused whole when any of them has problems.
 */
export function changeStatus(
  context: EditorContext,
  name: string,
  { status, message }: StatusRequest,
): Promise<Answer> {
  const store = storeOf(context);
  const data = store.draft(EXPERIMENT, name)?.data ?? EXPERIMENT.folder(context).readObject(name);
  if (!data) return Promise.resolve(refused(404, EXPERIMENT.words.missing(EXPERIMENT.fileOf(name))));
  return store.publish(EXPERIMENT, name, { ...data, status }, message);
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
  author: Person | undefined = context.author,
): Promise<Answer> {
  const test = readTest(context, name);
  if ("status" in test) return test;
  const page = typeof test.data.page === "string" ? test.data.page : "";
  const listed = Array.isArray(test.data.variants) && test.data.variants.some((each) => each?.name === variant);
  if (!listed) return refused(404, `O teste não tem a variante “${variant}”.`);
  const pageFile = context.pages.read(page);
  const pageData = context.pages.readObject(page);
  if (!pageFile || !pageData) return refused(404, PAGE.words.missing(PAGE.fileOf(page)));
  const winner = variant === ORIGINAL ? pageData : context.pages.readObject(variantPageName(name, variant));
  if (!winner) return refused(404, `A variante “${variant}” não tem página: abra o teste de novo.`);
  const nextPage = { ...pageData, blocks: winner.blocks };
  const nextTest = { ...test.data, status: "ended" };
  const pageVerdict = await PAGE.validate(context, page, nextPage);
  if (pageVerdict.problems.length) return invalid(pageVerdict);
  const pageSchema = (await context.schemas()).page as SchemaNode;
  const pageText = updateJsonText(pageFile.text, nextPage, pageSchema);
  const testText = updateJsonText(test.text, nextTest, TEST_SCHEMA);
  context.pages.write(page, pageText);
  test.folder.write(name, testText);
  const prepare = async (): Promise<FileToCommit[] | Answer> => {
    const verdict = await EXPERIMENT.validate(context, name, nextTest);
    if (verdict.problems.length) return invalid(verdict);
    const pagePath = join(context.pages.dir, `${page}.json`);
    return [
      { path: pagePath, text: pageText },
      { path: join(test.folder.dir, `${name}.json`), text: testText },
      ...[
        ...new Set([...experimentCompanions(context, nextTest, name), ...pageImageFiles(nextPage, context.publicDir)]),
      ].map((path) => ({ path })),
    ];
  };
  const published = await publishFiles(context, prepare, message, "página", author);
  if (published.status !== 200) {
    context.pages.write(page, pageFile.text);
    test.folder.write(name, test.text);
  }
  return published;
}
