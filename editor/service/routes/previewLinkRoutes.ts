/**
 * Preview links under /_editor/api/previas: made and revoked by people who edit, listed on the document, and opened
 * by anyone with the link (no account) through `previas/:token`, which answers the page's data for the editor's
 * preview page (/_editor/preview#previa=<token>), or 410 once the link expired or was revoked.
 */
import { z } from "zod";
import { refused, type Answer } from "../../server/http.ts";
import { route, type Route } from "../../server/routing/route.ts";
import { EDITOR_ADDRESSES } from "../../shared/addresses.ts";
import { brasiliaDateTime } from "../../shared/brasiliaTime.ts";
import type { NewPreviewLink } from "../../shared/review.ts";
import { DOCUMENT_KINDS } from "../drafts/draftKinds.ts";
import { previewData, refusedPreview } from "../review/previewData.ts";
import { signedIn, type ServiceContext } from "../serviceContext.ts";
import { DOCUMENT_PARAMS } from "./draftRequests.ts";

const LINKS = "previas/:kind/:name";
const TOKEN = z.object({ token: z.string().min(1).max(100) });
const LINK = DOCUMENT_PARAMS.extend({ id: z.coerce.number().int().positive() });

/** Search engines never list a preview, whatever page links to it. */
const NOINDEX = { "X-Robots-Tag": "noindex" };

const UNKNOWN = "Este link de prévia não existe. Confira se ele foi copiado inteiro ou peça um novo a quem o enviou.";

/** The public answer to a token: the page's data, or why the link no longer opens it (410), never indexed. */
function openPreview(context: ServiceContext, token: string): Answer {
  const now = context.clock.now();
  const found = context.stores.previewLinks.open(token, now);
  const answer = !found
    ? refused(404, UNKNOWN)
    : "gone" in found
      ? refused(
          410,
          found.gone === "expired"
            ? `Este link de prévia expirou em ${brasiliaDateTime(found.at)}. Peça um novo a quem o enviou.`
            : `Este link de prévia foi revogado em ${brasiliaDateTime(found.at)}. Peça um novo a quem o enviou.`,
        )
      : previewData(context, found.document.kind, found.document.name, found.document.expiresAt);
  return { ...answer, headers: { ...answer.headers, ...NOINDEX } };
}

/** The preview links' routes. */
export const PREVIEW_LINK_ROUTES: Route<ServiceContext>[] = [
  route({
    method: "GET",
    path: "previas/:token",
    params: TOKEN,
    permission: "public",
    handle: (context: ServiceContext, { params }) => openPreview(context, params.token),
  }),
  route({
    method: "GET",
    path: LINKS,
    params: DOCUMENT_PARAMS,
    permission: "edit",
    handle: (context: ServiceContext, { params }) => ({
      status: 200,
      body: context.stores.previewLinks.of(params.kind, params.name, context.clock.now()),
    }),
  }),
  route({
    method: "POST",
    path: LINKS,
    params: DOCUMENT_PARAMS,
    handle: (context: ServiceContext, { params }) => {
      const refusal = refusedPreview(context, params.kind, params.name);
      if (refusal) return refusal;
      const person = signedIn(context);
      const now = context.clock.now();
      const { token, link } = context.stores.previewLinks.create(params.kind, params.name, person, now);
      const file = DOCUMENT_KINDS[params.kind].fileOf(params.name);
      context.stores.audit.record(
        person,
        "criou um link de prévia de",
        file,
        `válido até ${brasiliaDateTime(link.expiresAt)}`,
        now,
      );
      const address = `${new URL(context.config.publicUrl).origin}${EDITOR_ADDRESSES.preview}#previa=${token}`;
      return { status: 200, body: { ...link, link: address } satisfies NewPreviewLink };
    },
  }),
  route({
    method: "DELETE",
    path: `${LINKS}/:id`,
    params: LINK,
    handle: (context: ServiceContext, { params }) => {
      const now = context.clock.now();
      if (!context.stores.previewLinks.revoke(params.kind, params.name, params.id, now))
        return refused(404, "Esse link de prévia já expirou ou foi revogado.");
      const file = DOCUMENT_KINDS[params.kind].fileOf(params.name);
      context.stores.audit.record(signedIn(context), "revogou um link de prévia de", file, "", now);
      return { status: 200, body: { ok: true } };
    },
  }),
];
