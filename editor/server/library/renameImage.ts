/**
 * "Renomear" in the image library: the image gets a new name and every document that shows it shows the new address.
 *
 * On the dev server, work in progress is the files: the image is moved and the documents' files are rewritten, as a
 * save would (the marketer then publishes each page, which takes its images with it). On the editor service the
 * site's files hold only what is published: the image is copied under the new name (published pages keep showing the
 * old one until theirs is published) and every document that shows it gets a draft with the new address, to publish
 * as any draft is. Models of sections, which are not published, are rewritten and committed with the new image.
 */
import { constants, copyFileSync, existsSync, readFileSync, renameSync } from "node:fs";
import { dirname, extname, join, posix } from "node:path";
import type { RenamedImage, RenameImageRequest, UseKind } from "../../shared/library.ts";
import type { DraftKind } from "../../shared/drafts.ts";
import { writeFileAtomically } from "../atomicWrite.ts";
import type { EditorContext } from "../documents/documentKind.ts";
import { refused, type Answer } from "../http.ts";
import { imageStem } from "../imageNames.ts";
import { updateJsonText } from "../jsonText.ts";
import { versionOf } from "../pageFiles.ts";
import { commitFiles } from "../publishing.ts";
import { configDocuments } from "./imageLibrary.ts";
import { withImageRenamed } from "./imageReferences.ts";
import { libraryFile } from "./libraryFile.ts";

const DRAFTED: readonly UseKind[] = ["page", "collection", "site"];

/** The address `src` takes under the new `name`: same folder and format, the name made safe as an upload's. */
export function renamedAddress(src: string, name: string): string {
  return posix.join(posix.dirname(src), `${imageStem(name)}${extname(src).toLowerCase()}`);
}

/** Renames the image at `src` and rewrites every document that shows it (see above). */
export async function renameImage(context: EditorContext, { src, name }: RenameImageRequest): Promise<Answer> {
  const from = libraryFile(context.publicDir, src);
  if (typeof from !== "string") return from;
  const to = renamedAddress(src, name);
  if (to === src) return refused(400, "O novo nome é igual ao atual: escreva outro nome.");
  const target = join(dirname(from), posix.basename(to));
  if (existsSync(target))
    return refused(409, `Já existe uma imagem chamada “${posix.basename(to)}”: escolha outro nome.`);
  const { unpublished } = context;
  const changed: string[] = [];
  const models: { path: string; text: string }[] = [];
  if (!unpublished) renameSync(from, target);
  else copyFileSync(from, target, constants.COPYFILE_EXCL);
  const drafts = new Map((unpublished?.list() ?? []).map((draft) => [`${draft.kind}/${draft.name}`, draft]));
  for (const document of configDocuments(context.configDir)) {
    const draft = drafts.get(`${document.kind}/${document.name}`);
    if (unpublished && draft) continue; // its draft is rewritten below, which is what the editor opens
    const renamed = withImageRenamed(document.kind, document.data, src, to);
    if (!renamed) continue;
    const path = join(context.configDir, document.file);
    const text = readFileSync(path, "utf8");
    changed.push(document.file);
    if (!unpublished) writeFileAtomically(path, updateJsonText(text, renamed, undefined));
    else if (document.kind === "section") models.push({ path, text: updateJsonText(text, renamed, undefined) });
    else if (DRAFTED.includes(document.kind))
      unpublished.save({
        kind: document.kind as DraftKind,
        name: document.name,
        data: renamed as Record<string, unknown>,
        version: versionOf(text),
      });
  }
  for (const draft of drafts.values()) {
    const renamed = withImageRenamed(draft.kind, draft.data, src, to);
    if (!renamed) continue;
    changed.push(
      draft.kind === "site" ? "site.json" : `${draft.kind === "page" ? "pages" : "collections"}/${draft.name}.json`,
    );
    unpublished!.save({ ...draft, data: renamed as Record<string, unknown> });
  }
  if (models.length > 0) {
    for (const { path, text } of models) writeFileAtomically(path, text);
    const message = `Imagem ${posix.basename(src)} renomeada para ${posix.basename(to)} nos modelos de seção`;
    const committed = await commitFiles(context, [...models, target], message, "imagem");
    if (committed.status !== 200) return committed;
  }
  const body: RenamedImage = { src: to, changed: [...new Set(changed)].sort() };
  return { status: 200, body };
}
