/**
 * The image library's routes: the list with where each image is shown (reading), and "Substituir", "Renomear" and
 * "Excluir" (editing). An image is named by its address in the body, or, for the bytes of "Substituir", in the path.
 */
import { posix } from "node:path";
import { z } from "zod";
import { MAX_IMAGE_BYTES, tooLargeMessage } from "../../shared/imageRules.ts";
import type { EditorContext } from "../documents/documentKind.ts";
import { jsonBody, NAME_PARAMS, route, type Route } from "../routing/route.ts";
import { deleteImage } from "./deleteImage.ts";
import { listLibrary } from "./imageLibrary.ts";
import { renameImage } from "./renameImage.ts";
import { replaceImage } from "./replaceImage.ts";

const IMAGE_REQUEST = z.object({ src: z.string().max(500) });
const RENAME_REQUEST = z.object({ src: z.string().max(500), name: z.string().trim().min(1).max(120) });

/** The routes of the image library. */
export const LIBRARY_ROUTES: Route<EditorContext>[] = [
  route({
    method: "GET",
    path: "biblioteca/imagens",
    handle: async (context: EditorContext) => ({ status: 200, body: await listLibrary(context) }),
  }),
  route({
    method: "POST",
    path: "biblioteca/imagens/substituir/:name",
    params: NAME_PARAMS,
    body: { kind: "bytes", limit: MAX_IMAGE_BYTES, tooLarge: tooLargeMessage },
    handle: (context: EditorContext, { params, body }) =>
      replaceImage(context, params.name, posix.basename(params.name), body as Buffer),
  }),
  route({
    method: "POST",
    path: "biblioteca/imagens/renomear",
    body: jsonBody(RENAME_REQUEST, "Escreva o novo nome da imagem."),
    handle: (context: EditorContext, { body }) => renameImage(context, body),
  }),
  route({
    method: "POST",
    path: "biblioteca/imagens/excluir",
    // A removal leaves the site's files at once: a Publisher's decision.
    permission: "publish",
    body: jsonBody(IMAGE_REQUEST, "Diga qual imagem excluir."),
    handle: (context: EditorContext, { body }) => deleteImage(context, body.src),
  }),
];
