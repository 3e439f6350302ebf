// @vitest-environment node
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ROOT } from "../../model/paths.ts";
import { runGit } from "../../editor/server/gitCommand.ts";
import { hashPassword } from "../../editor/service/people/passwords.ts";
import { TEST_ORIGIN, testService, type TestService } from "../../editor/service/testService.ts";
import { runServiceLoad, seededRandom } from "./serviceLoad.ts";
import type { Person, Send } from "./servicePerson.ts";

const ISOLATED = { GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };
const PASSWORD = "senha-do-teste-de-carga";

let service: TestService | undefined;
let project: string | undefined;
afterEach(async () => {
  await service?.app.close();
  if (project) rmSync(project, { recursive: true, force: true });
  service = project = undefined;
});

async function git(...args: string[]): Promise<string> {
  const output = await runGit(project!, args, ISOLATED);
  if (!output.ok) throw new Error(`git ${args.join(" ")}: ${output.detail}`);
  return output.stdout;
}

/** The real site's pages and images in a temp folder (schemas and blocks linked), committed in its own repository. */
async function siteInGit(): Promise<string> {
  project = mkdtempSync(join(tmpdir(), "service-load-"));
  cpSync(join(ROOT, "site.config"), join(project, "site.config"), { recursive: true });
  cpSync(join(ROOT, "public"), join(project, "public"), { recursive: true });
  symlinkSync(join(ROOT, "schema"), join(project, "schema"));
  symlinkSync(join(ROOT, "blocks"), join(project, "blocks"));
  await git("init", "--quiet", "-b", "main");
  await git("config", "user.name", "Serviço de teste");
  await git("config", "user.email", "servico@example.com");
  await git("add", "-A");
  await git("commit", "--quiet", "-m", "Começo");
  return project;
}

/** Requests answered by the service in this process (`app.inject`), as the bench (and the browser) sends them: JSON only with a body. */
const injected =
  (running: TestService): Send =>
  async (method, path, body, cookie) => {
    const answer = await running.app.inject({
      method: method as "GET",
      url: `/_editor/api/${path}`,
      headers: { origin: TEST_ORIGIN, ...(body !== undefined && { "content-type": "application/json" }), ...(cookie && { cookie }) },
      ...(body !== undefined && { payload: body as object }),
    });
    const setCookie = answer.headers["set-cookie"];
    return {
      status: answer.statusCode,
      body: answer.body ? (answer.json() as unknown) : undefined,
      cookie: setCookie ? String(setCookie).split(";")[0] : undefined,
    };
  };

describe("ten people editing different pages of the service at once", () => {
  it("saves every draft, validates every edit and publishes each person's page once, with no request refused", async () => {
    const root = await siteInGit();
    service = testService({}, root, ISOLATED);
    const pages = readdirSync(join(root, "site.config/pages"))
      .map((file) => file.replace(/\.json$/, ""))
      .slice(0, 10);
    const hash = await hashPassword(PASSWORD);
    const people: Person[] = pages.map((page, index) => {
      const email = `pessoa${index + 1}@empresa.com.br`;
      service!.stores.people.add({ name: `Pessoa ${index + 1}`, email, role: "publisher" }, hash, service!.clock.now());
      return { email, password: PASSWORD, page };
    });
    const random = seededRandom(37);
    const result = await runServiceLoad(injected(service), people, {
      saves: 4,
      durationMs: Number.POSITIVE_INFINITY,
      pauseMs: () => 1000 + random() * 2000,
      heartbeatMs: 15_000,
      // The service's clock moves as the people pause: presence heartbeats fall due without waiting.
      pause: async (ms) => service!.clock.move(ms),
      now: () => service!.clock.now(),
    });

    expect(result.problems).toEqual([]);
    const count = Object.fromEntries(result.kinds.map(({ kind, count, errors }) => [kind, { count, errors }]));
    expect(count).toMatchObject({
      entrar: { count: 10, errors: 0 },
      validação: { count: 40, errors: 0 },
      rascunho: { count: 40, errors: 0 },
      publicação: { count: 10, errors: 0 },
    });
    expect(count.presença!.count).toBeGreaterThan(10);
    expect(result.published).toBe(10);
    // Each page as its last draft had it, in a commit of its own.
    for (const page of pages) {
      const { description } = JSON.parse(readFileSync(join(root, `site.config/pages/${page}.json`), "utf8")) as {
        description: string;
      };
      expect(description).toMatch(/\(revisão 4\)$/);
    }
    expect((await git("rev-list", "--count", "HEAD")).trim()).toBe("11");
  }, 120_000);
});
