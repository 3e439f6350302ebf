/** For tests: the editor service over an in-memory database, a clock the test moves, and people signed in by role. */
import type { LightMyRequestResponse } from "fastify";
import type { Role } from "../shared/permissions.ts";
import { ROOT } from "../../model/paths.ts";
import { createEditorService, type EditorService } from "./app.ts";
import type { ServiceConfig } from "./config.ts";
import { openDatabase } from "./database.ts";
import { hashPassword } from "./people/passwords.ts";

/** The origin the test service believes it is opened at; requests that send Origin use it. */
export const TEST_ORIGIN = "http://localhost:4300";

/** A password every test person has. */
export const TEST_PASSWORD = "senha-de-teste-longa";

/** A service for a test, with its clock. */
export interface TestService extends EditorService {
  clock: { now(): number; move(ms: number): void };
  /** Creates a person with `role` and signs them in: the Cookie header their requests send. */
  signIn(role: Role, email?: string): Promise<string>;
  /** Calls `method /_editor/api/<path>` from the editor's own origin, as the person whose `cookie` is given. */
  call(method: string, path: string, cookie?: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

/** A service over `root` (default: this project, to be read only), configured as `config` says. */
export function testService(config: Partial<ServiceConfig> = {}, root = ROOT, gitEnv?: NodeJS.ProcessEnv): TestService {
  let time = Date.UTC(2026, 10, 27, 12);
  const clock = { now: () => time, move: (ms: number) => void (time += ms) };
  const service = createEditorService({
    root,
    config: { host: "127.0.0.1", port: 0, publicUrl: TEST_ORIGIN, dataDir: ":memory:", ...config },
    db: openDatabase(":memory:"),
    clock,
    gitEnv,
    logger: false,
    // A test that edits starts the checks' worker with its first check; the others never need it.
    warmChecks: false,
  });
  const signIn = async (role: Role, email = `${role}@empresa.com.br`) => {
    service.stores.people.add({ name: `Pessoa ${role}`, email, role }, await hashPassword(TEST_PASSWORD), time);
    const answer = await service.app.inject({
      method: "POST",
      url: "/_editor/api/entrar",
      headers: { "content-type": "application/json", origin: TEST_ORIGIN },
      payload: { email, password: TEST_PASSWORD },
    });
    const cookie = String(answer.headers["set-cookie"] ?? "");
    if (answer.statusCode !== 200 || !cookie) throw new Error(`sign-in failed: ${answer.statusCode} ${answer.body}`);
    return cookie.split(";")[0]!;
  };
  const call = (method: string, path: string, cookie?: string, payload?: unknown) =>
    service.app.inject({
      method: method as "GET",
      url: `/_editor/api/${path}`,
      headers: { "content-type": "application/json", origin: TEST_ORIGIN, ...(cookie && { cookie }) },
      ...(payload !== undefined && { payload: payload as object }),
    });
  return { ...service, clock, signIn, call };
}
