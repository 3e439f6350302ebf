import type { IncomingMessage } from "node:http";
import { readBytes, readJsonObject, refused, type Answer } from "../http.ts";
import { answerRoute } from "./answerRoute.ts";
import { matchRoute, type Match } from "./matchRoute.ts";
import type { Route } from "./route.ts";

/**
 * Answers a Node request with the route `match` found: the body is read only for a route that takes one, as JSON
 * (up to 2 MB) or as bytes up to the route's limit. The editor service calls this after its sign-in and role checks.
 */
export async function answerMatch<C>(
  { route, params }: Extract<Match<C>, { route: unknown }>,
  context: C,
  request: IncomingMessage,
): Promise<Answer> {
  if (route.body.kind === "json") {
    const body = await readJsonObject(request);
    return body.ok ? answerRoute(route, context, params, body.value) : refused(body.status, body.message);
  }
  if (route.body.kind === "bytes") {
    const bytes = await readBytes(request, route.body.limit);
    return bytes.ok ? answerRoute(route, context, params, bytes.bytes) : refused(413, route.body.tooLarge(bytes.size));
  }
  return answerRoute(route, context, params, undefined);
}

/** Answers a Node request (the dev server's, through Vite's middleware) with the route of `routes` it asks for. */
export async function answerNodeRequest<C>(
  routes: readonly Route<C>[],
  context: C,
  method: string,
  path: string,
  request: IncomingMessage,
): Promise<Answer> {
  const match = matchRoute(routes, method, path);
  return "answer" in match ? match.answer : answerMatch(match, context, request);
}
