import { rmSync } from "node:fs";
import { posix } from "node:path";
import type { EditorContext } from "../documents/documentKind.ts";
import { refused, type Answer } from "../http.ts";
import { commitFiles } from "../publishing.ts";
import { imageUses } from "./imageLibrary.ts";
import { libraryFile } from "./libraryFile.ts";
import { usesText } from "./usesText.ts";

/**
 * "Excluir" in the image library, for an image nothing shows: not a file of the site, not a draft. Anything that
 * shows it would lose it, so a used image is refused with the places that show it. On the editor service, whose
 * checkout holds only what is published, the removal is a publication of its own: committed without touching the
 * files, which lose the image once the commit is the branch's (nothing published shows it, so the site loses nothing).
 */
export async function deleteImage(context: EditorContext, src: string): Promise<Answer> {
  const path = libraryFile(context.publicDir, src);
  if (typeof path !== "string") return path;
  const uses = (await imageUses(context)).of(src);
  if (uses.length > 0)
    return refused(
      409,
      `A imagem ${posix.basename(src)} não pode ser excluída: ela aparece em ${usesText(uses)}. Troque a imagem nesses lugares e exclua de novo.`,
    );
  const done = { status: 200, body: { ok: true } };
  if (!context.store) {
    rmSync(path);
    return done;
  }
  const removal = { path, removed: true };
  const committed = await commitFiles(context, [removal], `Imagem ${posix.basename(src)} excluída`, "imagem");
  return committed.status === 200 ? done : committed;
}
