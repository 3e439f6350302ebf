/**
 * The service's routes as an Editor meets them, from the service's own table: those their role refuses, and those it
 * allows that send something (every one must keep the site's files as they were). A route added later is attacked
 * with the others, or named by the run as one no attack covers.
 */
import { roleMay } from "../../editor/shared/permissions.ts";
import { matchRoute } from "../../editor/server/routing/matchRoute.ts";
import type { Route } from "../../editor/server/routing/route.ts";
import { SERVICE_ROUTES } from "../../editor/service/serviceApi.ts";
import type { ServiceContext } from "../../editor/service/serviceContext.ts";

type ServiceRoute = Route<ServiceContext>;

/** A route's name as the run prints it: "POST pessoas/:id". */
export const routeName = (route: ServiceRoute) => `${route.method} ${route.path}`;

/** The routes that need a role an Editor does not have. */
export const refusedToEditors = (): readonly ServiceRoute[] =>
  SERVICE_ROUTES.filter((route) => route.permission !== "public" && !roleMay("editor", route.permission));

/** The routes an Editor's session may call that send something: each may change the site, so each is attacked. */
export const sendingAsEditor = (): readonly ServiceRoute[] =>
  SERVICE_ROUTES.filter(
    (route) => route.method !== "GET" && route.permission !== "public" && roleMay("editor", route.permission),
  );

/** Values for an address's parts: the project's home page, a commit, a first id. */
const SAMPLE_PARTS: Record<string, string> = { kind: "page", name: "home", commit: "0".repeat(40), id: "1" };

/** `path` with each `:part` given `parts`' value or the sample's: an address the route answers, at real things. */
export const addressOf = (path: string, parts: Record<string, string> = {}) =>
  path.replace(/:(\w+)/g, (_, part: string) => encodeURIComponent(parts[part] ?? SAMPLE_PARTS[part] ?? "qualquer"));

/** The route the service answers `method` and `path` with, if any. */
export function routeOf(method: string, path: string): ServiceRoute | undefined {
  const match = matchRoute(SERVICE_ROUTES, method, path.split("?")[0]!);
  return "route" in match ? match.route : undefined;
}

/** The routes of `routes` that none of the `sent` requests reached (method and path). */
export function unreached(
  routes: readonly ServiceRoute[],
  sent: readonly (readonly [string, string, ...unknown[]])[],
): string[] {
  const reached = new Set(sent.map(([method, path]) => routeOf(method, path)));
  return routes.filter((route) => !reached.has(route)).map(routeName);
}
