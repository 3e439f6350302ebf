/**
 * The editor's API under /_editor/api/: one table of routes (documents: pages, collections, site.json; and the
 * editor's own: schemas, images), each with the schemas of its address and body, mounted by the dev server's plugin
 * through {@link handleApi}. A production server mounts the same table (route.ts says how).
 */
import type { IncomingMessage } from "node:http";
import type { SessionInfo } from "../shared/accounts.ts";
import { MAX_IMAGE_BYTES, tooLargeMessage } from "../shared/imageRules.ts";
import { permissionsOf } from "../shared/permissions.ts";
import { COLLECTION_ROUTES } from "./collectionApi.ts";
import type { EditorContext } from "./documents/documentKind.ts";
import { EXPERIMENT_ROUTES } from "./experiments/experimentApi.ts";
import { storeOf } from "./documents/fileStore.ts";
import { EXPERIMENT_RESULT_ROUTES } from "./experimentResultApi.ts";
import type { Answer } from "./http.ts";
import { listImages } from "./images.ts";
import { LIBRARY_ROUTES } from "./library/libraryRoutes.ts";
import { SECTION_ROUTES } from "./sections/sectionRoutes.ts";
import { PAGE_ROUTES } from "./pageApi.ts";
import { publishingStatus } from "./publishing.ts";
import { answerNodeRequest } from "./routing/nodeRequest.ts";
import { NAME_PARAMS, route, type Route } from "./routing/route.ts";
import { SITE_ROUTES } from "./siteApi.ts";

export type { EditorContext };

/** Every route of the editor's API. */
export const EDITOR_ROUTES: readonly Route<EditorContext>[] = [
  route({
    method: "GET",
    path: "schema",
    handle: async (context: EditorContext) => ({ status: 200, body: await context.schemas() }),
  }),
  route({
    method: "GET",
    path: "images",
    handle: (context: EditorContext) => ({ status: 200, body: listImages(context.publicDir) }),
  }),
  route({
    method: "POST",
    path: "images/:name",
    params: NAME_PARAMS,
    body: { kind: "bytes", limit: MAX_IMAGE_BYTES, tooLarge: tooLargeMessage },
    handle: async (context: EditorContext, { params, body }) => {
      // sharp, a native module, is loaded only when an image is sent.
      const quotaRefusal = context.admitUpload?.((body as Buffer).length);
      if (quotaRefusal) return quotaRefusal;
      const [{ receiveImage }, { sweepUploads }] = await Promise.all([
        import("./imageUpload.ts"),
        import("./pendingUploads.ts"),
      ]);
      // Each upload settles the earlier ones: used ones stay, ones nobody used for a day go.
      sweepUploads(context, context.clock?.now() ?? Date.now());
      // Kept where the store keeps work in progress: public/img/ on the dev server, the database on the service.
      const store = storeOf(context);
      return receiveImage(params.name, body as Buffer, (stem, webp) => store.keepImage(stem, webp));
    },
  }),
  route({
    method: "GET",
    path: "publishing",
    handle: async (context: EditorContext) => ({ status: 200, body: await publishingStatus(context) }),
  }),
  ...PAGE_ROUTES,
  ...COLLECTION_ROUTES,
  ...SITE_ROUTES,
  ...EXPERIMENT_ROUTES,
  ...EXPERIMENT_RESULT_ROUTES,
  ...LIBRARY_ROUTES,
  ...SECTION_ROUTES,
];

/**
 * The dev server's answer to "who is using the editor": the developer at the keyboard, with every permission (the
 * dev server answers this machine only; the editor service answers with the signed-in person instead).
 */
const LOCAL_SESSION = route({
  method: "GET",
  path: "sessao",
  handle: () => ({ status: 200, body: { mode: "local", permissions: permissionsOf("admin") } satisfies SessionInfo }),
});

/** The dev server's routes: the editor's, and its session. */
const DEV_ROUTES = [LOCAL_SESSION, ...EDITOR_ROUTES];

/** The editor's endpoints for a Node request on the dev server (`path` is what follows /_editor/api/). */
export function handleApi(
  context: EditorContext,
  method: string,
  path: string,
  request: IncomingMessage,
): Promise<Answer> {
  return answerNodeRequest(DEV_ROUTES, context, method, path, request);
}
