import { describe, expect, it } from "vitest";
import { openDatabase } from "../database.ts";
import type { Person } from "../people/people.ts";
import { DraftRevisions } from "./draftRevisions.ts";
import { Drafts } from "./drafts.ts";
import { saveDraftMerging, type DraftPlace } from "./mergeDraftSave.ts";
import { PendingDrafts } from "./pendingDrafts.ts";

const ANA: Person = { id: 1, name: "Ana", email: "ana@empresa.com.br", role: "editor" };
const CAIO: Person = { id: 2, name: "Caio", email: "caio@empresa.com.br", role: "editor" };

const OPENED = { title: "Promo", description: "Curta", items: ["a", "b", "c"] };

/** A page's draft that both opened at revision 1, and a way to save it as each of them. */
function promo(published: DraftPlace["published"] = () => undefined) {
  const db = openDatabase(":memory:");
  const drafts = new Drafts(db);
  drafts.save("page", "promo", { data: OPENED, version: "v1", revision: 0 }, ANA, 1);
  const place: DraftPlace = { db, drafts, kind: "page", name: "promo", published };
  const save = (person: Person, data: Record<string, unknown>, revision: number, now = 10) =>
    saveDraftMerging(place, { data, version: "v1", revision }, person, now);
  return { db, drafts, save, pending: new PendingDrafts(db) };
}

describe("saving a draft over someone else's save", () => {
  it("keeps both when they changed different fields, and says who else saved", () => {
    const { drafts, save } = promo();
    expect(save(ANA, { ...OPENED, title: "Promo de Natal" }, 1)).toMatchObject({ saved: { revision: 2 } });
    const caio = save(CAIO, { ...OPENED, description: "Longa", items: ["a", "c", "d"] }, 1, 20);
    const both = { title: "Promo de Natal", description: "Longa", items: ["a", "c", "d"] };
    expect(caio).toEqual({ saved: { revision: 3, by: "Caio", at: 20, merged: { data: both, with: ["Ana"] } } });
    expect(drafts.get("page", "promo")?.data).toEqual(both);
  });

  it("keeps an item added on one side and a field changed inside a list on the other", () => {
    const { drafts, save } = promo();
    const blocks = [{ type: "faq", title: "Dúvidas" }];
    save(ANA, { ...OPENED, blocks }, 1);
    save(ANA, { ...OPENED, blocks: [{ type: "faq", title: "Perguntas" }] }, 2);
    save(CAIO, { ...OPENED, blocks: [{ type: "banner", title: "Oi" }, ...blocks] }, 2);
    expect(drafts.get("page", "promo")?.data.blocks).toEqual([
      { type: "banner", title: "Oi" },
      { type: "faq", title: "Perguntas" },
    ]);
  });

  it("changes nothing when both changed the same field, and answers both versions and the common one", () => {
    const { drafts, save, pending } = promo();
    save(ANA, { ...OPENED, title: "Da Ana" }, 1);
    const caio = save(CAIO, { ...OPENED, title: "Do Caio", description: "Longa" }, 1, 20);
    expect(caio).toMatchObject({
      conflict: { data: { title: "Da Ana" }, revision: 2, by: "Ana" },
      samePerson: false,
      base: OPENED,
    });
    expect(drafts.get("page", "promo")?.data).toEqual({ ...OPENED, title: "Da Ana" });
    // Caio's copy waits for him: a save as he left the page is never dropped.
    expect(pending.get("page", "promo", CAIO.id)).toEqual({
      data: { ...OPENED, title: "Do Caio", description: "Longa" },
      base: OPENED,
      version: "v1",
      at: 20,
    });
    // It stays until he sets it aside (the editor does once he chose), his later saves notwithstanding.
    expect(save(CAIO, { ...OPENED, title: "Do Caio", description: "Longa" }, 2)).toMatchObject({ saved: {} });
    expect(pending.get("page", "promo", CAIO.id)?.data.title).toBe("Do Caio");
    expect(pending.drop("page", "promo", CAIO.id)).toBe(true);
    expect(pending.get("page", "promo", CAIO.id)).toBeUndefined();
  });

  it("merges a save based on no draft against the published file it started from", () => {
    const db = openDatabase(":memory:");
    const drafts = new Drafts(db);
    const place: DraftPlace = {
      db,
      drafts,
      kind: "page",
      name: "promo",
      published: (version) => (version === "v1" ? OPENED : undefined),
    };
    saveDraftMerging(place, { data: { ...OPENED, title: "Da Ana" }, version: "v1", revision: 0 }, ANA, 1);
    const caio = { data: { ...OPENED, description: "Longa" }, version: "v1", revision: 0 };
    expect(saveDraftMerging(place, caio, CAIO, 2)).toMatchObject({ saved: { merged: { with: ["Ana"] } } });
    expect(drafts.get("page", "promo")?.data).toEqual({ ...OPENED, title: "Da Ana", description: "Longa" });
  });

  it("asks about every field that differs when the common version is not known any more", () => {
    const { db, save } = promo();
    save(ANA, { ...OPENED, title: "Da Ana" }, 1);
    db.prepare("DELETE FROM draft_revisions WHERE revision = 1").run();
    const caio = save(CAIO, { ...OPENED, description: "Longa" }, 1);
    expect(caio).toMatchObject({ conflict: { revision: 2 }, base: null });
  });

  it("keeps the copy of a save that meets a draft published or discarded meanwhile", () => {
    const { drafts, save, pending } = promo();
    drafts.discard("page", "promo");
    expect(save(CAIO, { ...OPENED, title: "Do Caio" }, 1)).toEqual({ conflict: null, samePerson: false, base: null });
    expect(pending.get("page", "promo", CAIO.id)?.data.title).toBe("Do Caio");
  });
});

describe("saves of one open editor sent while another was under way", () => {
  const tab = "aba-da-ana";

  it("merges the later one against what that editor sent before, not what the service made of it", () => {
    const { db, drafts, save } = promo();
    const place: DraftPlace = { db, drafts, kind: "page", name: "promo", published: () => undefined };
    save(CAIO, { ...OPENED, description: "Do Caio" }, 1);
    const first = { ...OPENED, title: "Da Ana" };
    const merged = saveDraftMerging(
      place,
      { data: first, version: "v1", revision: 1, sender: { tab, seq: 1 } },
      ANA,
      20,
    );
    expect(merged).toMatchObject({ saved: { merged: { with: ["Caio"] } } });
    // Sent as she left, before the answer came: her screen still had the old description, which she never changed.
    const leaving = { data: { ...first, items: ["a", "b"] }, version: "v1", revision: 1, sender: { tab, seq: 2 } };
    expect(saveDraftMerging(place, leaving, ANA, 30)).toMatchObject({ saved: {} });
    expect(drafts.get("page", "promo")?.data).toEqual({ title: "Da Ana", description: "Do Caio", items: ["a", "b"] });
  });

  it("changes nothing for an earlier save that arrives after a later one", () => {
    const { db, drafts } = promo();
    const place: DraftPlace = { db, drafts, kind: "page", name: "promo", published: () => undefined };
    const later = { data: { ...OPENED, title: "Depois" }, version: "v1", revision: 1, sender: { tab, seq: 2 } };
    const earlier = { data: { ...OPENED, title: "Antes" }, version: "v1", revision: 1, sender: { tab, seq: 1 } };
    saveDraftMerging(place, later, ANA, 10);
    expect(saveDraftMerging(place, earlier, ANA, 11)).toMatchObject({
      saved: { revision: 2, merged: { data: { title: "Depois" }, with: [] } },
    });
    expect(drafts.get("page", "promo")?.data.title).toBe("Depois");
  });
});

describe("the drafts' revisions", () => {
  it("are recorded however a draft is saved, the newest 500 kept, and go with the draft", () => {
    const { db, drafts } = promo();
    const revisions = new DraftRevisions(db);
    for (let revision = 1; revision <= 501; revision++)
      drafts.save("page", "promo", { data: { n: revision }, version: "v1", revision }, CAIO, revision);
    expect(revisions.data("page", "promo", 2)).toBeUndefined();
    expect(revisions.data("page", "promo", 3)).toEqual({ n: 2 });
    expect(revisions.data("page", "promo", 502)).toEqual({ n: 501 });
    expect(revisions.saversAfter("page", "promo", 400)).toEqual(["Caio"]);
    drafts.discard("page", "promo");
    expect(revisions.data("page", "promo", 502)).toBeUndefined();
  });
});
