// @vitest-environment node
import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import type { NoticeCounts } from "../../shared/notices.ts";
import { ISOLATED_GIT, testProject } from "../review/testProject.ts";
import { testService, type TestService } from "../testService.ts";

let service: TestService | undefined;
let project: string | undefined;
afterEach(async () => {
  await service?.app.close();
  if (project) rmSync(project, { recursive: true, force: true });
  service = project = undefined;
});

const page = (title: string) => ({ route: "/promo", title, description: "Promo.", blocks: [] });
const request = (state: "asked" | "returned", mine: boolean) => ({
  kind: "page",
  name: "promo",
  file: "pages/promo.json",
  state,
  mine,
});
const counts = async (cookie: string) => (await service!.call("GET", "avisos", cookie)).json() as NoticeCounts;

describe("the badges' counts", () => {
  it("counts requests waiting for Publishers and, for who asked, the requests sent back", async () => {
    project = await testProject({ "pages/promo.json": page("Promo") });
    service = testService({}, project, ISOLATED_GIT);
    const ana = await service.signIn("editor", "ana@empresa.com.br");
    const bia = await service.signIn("publisher", "bia@empresa.com.br");
    await service.call("PUT", "rascunhos/page/promo", ana, { data: page("Promo nova"), version: null, revision: 0 });
    expect(await counts(bia)).toEqual({ asked: 0, returnedToMe: 0, reviews: [] });

    await service.call("POST", "revisoes/page/promo", ana, {});
    expect(await counts(bia)).toEqual({
      asked: 1,
      returnedToMe: 0,
      reviews: [request("asked", false)],
    });
    // An Editor cannot act on a request: nothing waits for her.
    expect(await counts(ana)).toEqual({ asked: 0, returnedToMe: 0, reviews: [request("asked", true)] });

    await service.call("POST", "revisoes/page/promo/devolver", bia, { comment: "Outro título." });
    expect(await counts(bia)).toEqual({
      asked: 0,
      returnedToMe: 0,
      reviews: [request("returned", false)],
    });
    expect(await counts(ana)).toEqual({ asked: 0, returnedToMe: 1, reviews: [request("returned", true)] });
  });
});
