import { isRecord } from "../pageFiles.ts";
import { NOT_AN_OBJECT, refused, type Answer } from "../http.ts";
import type { Route } from "./route.ts";

/**
 * The boundary of the editor's API: answers `route` for address parts and a body already read (a parsed JSON value,
 * or the bytes of a raw route), after checking both with the route's schemas. What does not fit is refused with 400
 * (422 when a schema's refinement says so: data nested too deep, a control character) and a pt-BR sentence (the
 * schema's own words for that problem, else the route's), never handed to the handler.
 * A server mounts a route by registering its method at `/_editor/api/<path>` and calling this with the parts and
 * the body its framework decoded (nodeRequest.ts does it for the dev server's plain Node requests).
 */
export async function answerRoute<C>(
  route: Route<C>,
  context: C,
  params: Record<string, string>,
  body: unknown,
): Promise<Answer> {
  const parts = route.params.safeParse(params);
  if (!parts.success) return refused(400, "Endereço mal formado.");
  const { body: spec } = route;
  if (spec.kind === "none" || spec.kind === "bytes")
    return route.handle(context, { params: parts.data, body: spec.kind === "bytes" ? body : undefined });
  if (!isRecord(body)) return refused(400, NOT_AN_OBJECT);
  const parsed = spec.schema.safeParse(body, { error: () => spec.refusal });
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    // A schema's own refinement may say the body has the right shape but content that cannot be used (422).
    const status = issue?.code === "custom" && issue.params?.status === 422 ? 422 : 400;
    return refused(status, issue?.message ?? spec.refusal);
  }
  return route.handle(context, { params: parts.data, body: parsed.data });
}
