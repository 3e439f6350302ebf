import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fromBrasilia } from "../../shared/brasiliaTime.ts";
import { gitIn, ISOLATED_GIT, projectInGit } from "../testProject.ts";
import { testService, type TestService } from "../testService.ts";

let service: TestService | undefined;
let project: string | undefined;
afterEach(async () => {
  await service?.app.close();
  if (project) rmSync(project, { recursive: true, force: true });
  service = project = undefined;
});

const call = (method: string, path: string, cookie: string, payload?: object) =>
  service!.call(method, path, cookie, payload);

// Two publications, each validated by a check worker that starts cold: seconds alone, more beside other suites.
describe("a scheduled page", { timeout: 90_000 }, () => {
  it("goes live at the time, committed as the Publisher who scheduled it, and leaves the site at its end", async () => {
    project = await projectInGit("editor-agenda-");
    service = testService({}, project, ISOLATED_GIT);
    const ana = await service.signIn("editor", "ana@empresa.com.br");
    const bia = await service.signIn("publisher", "bia@empresa.com.br");
    const privacy = JSON.parse(readFileSync(join(project, "site.config/pages/privacidade.json"), "utf8"));
    const page = { ...privacy, route: "/black-friday", title: "Black Friday 2026" };
    const saved = await call("PUT", "rascunhos/page/black-friday", ana, { data: page, version: null, revision: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const [action, at, message] of [
      ["publish", "2026-11-28T00:00", "Black Friday no ar"],
      ["unpublish", "2026-12-02T00:00", "Fim da Black Friday"],
    ])
      expect(
        (await call("POST", "agenda", bia, { kind: "page", name: "black-friday", action, at, message })).statusCode,
      ).toBe(200);
    const file = join(project, "site.config/pages/black-friday.json");

    expect(await service.scheduler.tick()).toBe(0);
    expect(existsSync(file)).toBe(false);
    service.clock.move(fromBrasilia("2026-11-28T00:00")! - service.clock.now());
    expect(await service.scheduler.tick()).toBe(1);
    expect(JSON.parse(readFileSync(file, "utf8")).title).toBe("Black Friday 2026");
    expect(await gitIn(project, "log", "-1", "--format=%an <%ae>|%s")).toBe(
      "Pessoa publisher <bia@empresa.com.br>|Black Friday no ar\n",
    );

    service.clock.move(fromBrasilia("2026-12-02T00:00")! - service.clock.now());
    expect(await service.scheduler.tick()).toBe(1);
    expect(existsSync(file)).toBe(false);
    expect(await gitIn(project, "log", "-1", "--format=%an|%s", "--name-status")).toBe(
      "Pessoa publisher|Fim da Black Friday\n\nD\tsite.config/pages/black-friday.json\n",
    );
    // Days went by: the morning's sessions ended.
    const again = await service.signIn("editor", "ana@empresa.com.br");
    const agenda = (await call("GET", "agenda", again)).json() as { ok: boolean; outcome: string }[];
    expect(agenda.map((item) => [item.ok, item.outcome.split(".")[0]])).toEqual([
      [true, "Publicada às 00:00"],
      [true, "Tirada do ar às 00:00"],
    ]);
    // How far the publication went, in the words every screen uses: without a site's repository, not sent.
    expect(agenda[0]!.outcome).toMatch(
      /^Publicada às 00:00\. Não enviada ao site\. Este editor ainda não está ligado ao site/,
    );
  });

  it("is not published when its draft has problems at the time, and the agenda says why", async () => {
    project = await projectInGit("editor-agenda-");
    service = testService({}, project, ISOLATED_GIT);
    const bia = await service.signIn("publisher", "bia@empresa.com.br");
    const privacy = JSON.parse(readFileSync(join(project, "site.config/pages/privacidade.json"), "utf8"));
    const version = (await call("GET", "pages/privacidade", bia)).json().version;
    await call("PUT", "rascunhos/page/privacidade", bia, { data: { ...privacy, title: "" }, version, revision: 0 });
    await call("POST", "agenda", bia, {
      kind: "page",
      name: "privacidade",
      action: "publish",
      at: "2026-11-28T00:00",
      message: "x",
    });
    service.clock.move(fromBrasilia("2026-11-28T00:00")! - service.clock.now());
    await service.scheduler.tick();
    const [item] = (await call("GET", "agenda", await service.signIn("publisher", "bia@empresa.com.br"))).json() as {
      ok: boolean;
      outcome: string;
    }[];
    expect(item).toMatchObject({ ok: false });
    expect(item!.outcome).toMatch(/^Não foi publicada: ela tem \d+ problemas? para corrigir\. Abra-a no editor/);
    expect(await gitIn(project, "log", "--format=%s")).toBe("Começo\n");
  });
});
