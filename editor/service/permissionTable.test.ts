// @vitest-environment node
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMISSION_WORDS, ROLE_NAMES, roleMay, ROLES, type Role } from "../shared/permissions.ts";
import { matchRoute } from "../server/routing/matchRoute.ts";
import { SERVICE_ROUTES } from "./serviceApi.ts";
import { SESSION_COOKIE } from "./sessions/sessionCookie.ts";
import { gitIn, ISOLATED_GIT, projectInGit } from "./testProject.ts";
import { testService, type TestService } from "./testService.ts";

const SIGNED_OUT =
  "Você não está conectado: sua sessão terminou ou você ainda não entrou. Entre de novo; os rascunhos salvos continuam lá.";

/** A value for each part of an address that names something no one has: the route is reached, nothing is found. */
const SAMPLES: Record<string, string> = { kind: "page", commit: "0".repeat(40), id: "999999" };

/** The address of `path` with every `:part` given a sample value. */
const addressOf = (path: string) => path.replace(/:(\w+)/g, (_, part: string) => SAMPLES[part] ?? "nada-aqui");

let service: TestService;
let project: string;
let start: string;
/** A person of each role, by role. */
const people = new Map<Role, number>();

beforeAll(async () => {
  project = await projectInGit("editor-permissions-");
  start = await gitIn(project, "rev-parse", "HEAD");
  service = testService({}, project, ISOLATED_GIT);
  for (const role of ROLES) {
    const person = service.stores.people.add(
      { name: ROLE_NAMES[role], email: `${role}@empresa.com.br`, role },
      null,
      0,
    );
    people.set(role, person!.id);
  }
});
afterAll(async () => {
  await service?.app.close();
  rmSync(project, { recursive: true, force: true });
});

/** Calls the route's address as `role` (a session of its own, so that signing out ends nothing else) or signed out. */
async function callAs(role: Role | undefined, method: string, path: string) {
  const token = role && service.stores.sessions.start(people.get(role)!, service.clock.now());
  return service.call(method, addressOf(path), token && `${SESSION_COOKIE}=${token}`);
}

// Every route the service mounts, from its own table: a route added later is walked with the others.
describe("the service's permission table", { timeout: 120_000 }, () => {
  it("reaches each sample address's own route", () => {
    for (const route of SERVICE_ROUTES) {
      const match = matchRoute(SERVICE_ROUTES, route.method, addressOf(route.path));
      expect("route" in match && match.route, `${route.method} ${route.path}`).toBe(route);
    }
  });

  it.each(SERVICE_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s answers each role as its permission says",
    async (_, route) => {
      const signedOut = await callAs(undefined, route.method, route.path);
      if (route.permission === "public") expect(signedOut.statusCode).not.toBe(401);
      else expect([signedOut.statusCode, signedOut.json().message]).toEqual([401, SIGNED_OUT]);
      for (const role of ROLES) {
        const answer = await callAs(role, route.method, route.path);
        const message = answer.body ? (answer.json() as { message?: string } | null)?.message : undefined;
        if (route.permission === "public" || roleMay(role, route.permission)) {
          expect([401, 403], `${role}: ${answer.body}`).not.toContain(answer.statusCode);
          continue;
        }
        const words = PERMISSION_WORDS[route.permission];
        expect([answer.statusCode, message]).toEqual([
          403,
          `Seu papel (${ROLE_NAMES[role]}) não permite ${words}. Peça a um Publicador ou a um Administrador.`,
        ]);
      }
    },
  );

  it("changed nothing of the site's files while every route was called by everyone", async () => {
    expect(await gitIn(project, "status", "--porcelain")).toBe("");
    expect(await gitIn(project, "rev-parse", "HEAD")).toBe(start);
  });
});
