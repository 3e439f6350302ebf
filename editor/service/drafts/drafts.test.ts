import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../database.ts";
import type { Person } from "../people/people.ts";
import { Drafts } from "./drafts.ts";
import { Presence, PRESENCE_WINDOW } from "./presence.ts";

const ANA: Person = { id: 1, name: "Ana", email: "ana@empresa.com.br", role: "editor" };
const CAIO: Person = { id: 2, name: "Caio", email: "caio@empresa.com.br", role: "editor" };
const BIA: Person = { id: 3, name: "Bia", email: "bia@empresa.com.br", role: "publisher" };

let folder: string | undefined;
afterEach(() => folder && rmSync(folder, { recursive: true, force: true }));

describe("the drafts store", () => {
  it("keeps a draft, problems and all, across closing and opening the database file again", () => {
    folder = mkdtempSync(join(tmpdir(), "editor-drafts-"));
    const first = openDatabase(folder);
    const saved = new Drafts(first).save("page", "promo", { data: { title: "" }, version: "v1", revision: 0 }, ANA, 5);
    expect(saved).toEqual({ saved: { revision: 1, by: "Ana", at: 5 } });
    first.close();

    const again = openDatabase(folder);
    const drafts = new Drafts(again);
    expect(drafts.get("page", "promo")).toEqual({
      kind: "page",
      name: "promo",
      data: { title: "" },
      version: "v1",
      revision: 1,
      by: "Ana",
      at: 5,
    });
    expect(drafts.list()).toEqual([{ kind: "page", name: "promo", revision: 1, by: "Ana", at: 5 }]);
    again.close();
  });

  it("refuses a save based on a revision that is no longer the draft's, and returns the draft as it is", () => {
    const drafts = new Drafts(openDatabase(":memory:"));
    drafts.save("page", "promo", { data: { title: "Ana" }, version: "v1", revision: 0 }, ANA, 1);
    drafts.save("page", "promo", { data: { title: "Ana 2" }, version: "v1", revision: 1 }, ANA, 2);
    const stale = drafts.save("page", "promo", { data: { title: "Caio" }, version: "v1", revision: 1 }, CAIO, 3);
    expect(stale).toMatchObject({
      conflict: { data: { title: "Ana 2" }, revision: 2, by: "Ana", at: 2 },
      samePerson: false,
    });
    // A second copy that started when there was no draft is refused too: it never overwrites one made meanwhile.
    expect(drafts.save("page", "promo", { data: {}, version: "v1", revision: 0 }, CAIO, 3)).toMatchObject({
      conflict: { revision: 2 },
    });
    expect(drafts.get("page", "promo")?.data).toEqual({ title: "Ana 2" });
  });

  it("refuses a save based on a draft that was discarded meanwhile, with no draft to show", () => {
    const drafts = new Drafts(openDatabase(":memory:"));
    drafts.save("site", "site", { data: {}, version: "v1", revision: 0 }, ANA, 1);
    expect(drafts.discard("site", "site")).toBe(true);
    expect(drafts.save("site", "site", { data: {}, version: "v1", revision: 1 }, ANA, 2)).toEqual({
      conflict: null,
      samePerson: false,
    });
    expect(drafts.list()).toEqual([]);
  });

  it("keeps one draft per kind and name", () => {
    const drafts = new Drafts(openDatabase(":memory:"));
    drafts.save("page", "home", { data: { a: 1 }, version: "v1", revision: 0 }, ANA, 1);
    drafts.save("collection", "home", { data: { b: 2 }, version: "v2", revision: 0 }, CAIO, 2);
    expect(drafts.list().map(({ kind, by }) => [kind, by])).toEqual([
      ["collection", "Caio"],
      ["page", "Ana"],
    ]);
  });
});

describe("presence", () => {
  it("answers the others who said they had the document open within the window, and forgets those who left", () => {
    const presence = new Presence();
    expect(presence.beat("page", "promo", ANA, 0)).toEqual([]);
    presence.beat("page", "promo", CAIO, 1_000);
    presence.beat("page", "home", BIA, 1_000);
    expect(presence.beat("page", "promo", ANA, 15_000)).toEqual([{ name: "Caio", at: 1_000 }]);
    expect(presence.beat("page", "promo", ANA, 1_000 + PRESENCE_WINDOW + 1)).toEqual([]);
    presence.beat("page", "promo", CAIO, 60_000);
    presence.leave("page", "promo", CAIO);
    expect(presence.beat("page", "promo", ANA, 60_000)).toEqual([]);
  });
});
