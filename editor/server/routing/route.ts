/**
 * One endpoint of the editor's API as data: its method, its address under /_editor/api/ (`pages/:name`, the syntax
 * Fastify and Hono share), the zod schemas its address parts and body must fit, and a handler that answers a status
 * and JSON. Nothing here knows the HTTP server: the dev server's plugin mounts the table (`handleApi`), and a
 * production server can mount the same table with no change to the handlers.
 */
import { z } from "zod";
import type { Permission } from "../../shared/permissions.ts";
import type { Answer } from "../http.ts";

/** The methods the editor's API answers. */
export type Method = "GET" | "PUT" | "POST" | "DELETE";

/** How a route takes its body: none, a JSON object checked by a schema, or raw bytes (an image). */
export type BodySpec<B> =
  | { kind: "none" }
  | {
      kind: "json";
      schema: z.ZodType<B>;
      /** The pt-BR sentence answered (400) when the body does not fit, unless the schema words the problem itself. */
      refusal: string;
    }
  | { kind: "bytes"; limit: number; tooLarge: (size: number) => string };

/** What a handler is given: the address's parts and the body, both already checked. */
export interface RouteInput<P, B> {
  params: P;
  body: B;
}

/** A route whose parts are typed by its schemas (see {@link route}): without them, no address parts and no body. */
export interface RouteSpec<C, P, B> {
  method: Method;
  path: string;
  params?: z.ZodType<P>;
  body?: BodySpec<B>;
  /**
   * What the editor service requires of the signed-in person (the dev server grants everything): by default, reading
   * for GET and editing for the other methods; publishing routes say "publish".
   */
  permission?: Permission;
  handle: (context: C, input: RouteInput<P, B>) => Answer | Promise<Answer>;
}

/** A route of a table: its types erased, as the code that mounts the table sees it. */
export type Route<C> = Required<RouteSpec<C, unknown, unknown>>;

/** Addresses without parts. */
const NO_PARAMS = z.object({});
/** No body. */
const NO_BODY: BodySpec<undefined> = { kind: "none" };

/** A route of the table, its handler typed by its schemas. */
export const route = <C, P, B>(spec: RouteSpec<C, P, B>): Route<C> =>
  ({
    params: NO_PARAMS,
    body: NO_BODY,
    permission: spec.method === "GET" ? "read" : "edit",
    ...spec,
  }) as unknown as Route<C>;

/** A JSON object body fitting `schema`, or a 400 with `refusal`. */
export const jsonBody = <B>(schema: z.ZodType<B>, refusal: string): BodySpec<B> => ({ kind: "json", schema, refusal });

/** Addresses with a document's name (`pages/:name`). */
export const NAME_PARAMS = z.object({ name: z.string() });
