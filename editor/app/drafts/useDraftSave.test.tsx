import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { JsonSchema } from "../../shared/api.ts";
import type { DraftConflict, DraftSaveRequest, PendingDraft } from "../../shared/drafts.ts";
import { AUTOSAVE_MS, useDraftSave, type DraftTarget } from "./useDraftSave.tsx";

interface Sent {
  url: string;
  method: string;
  keepalive: boolean;
  body: DraftSaveRequest;
}

let sent: Sent[];
/** What the service answers the next draft saves (by default: saved, one revision more). */
let answers: Array<{ status: number; body: unknown }>;
/** The signed-in person's pending copy, as the service answers it (none by default). */
let pendingCopy: PendingDraft | undefined;
/** Until it settles, the service holds its answers (a save under way). */
let gate: Promise<void> | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  answers = [];
  pendingCopy = undefined;
  gate = undefined;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      if (url.endsWith("/pendente")) {
        const copy = init.method === "GET" && pendingCopy;
        return { ok: !!copy, status: copy ? 200 : 404, json: async () => copy || {} } as Response;
      }
      const body = JSON.parse(String(init.body)) as DraftSaveRequest;
      sent.push({ url, method: String(init.method), keepalive: !!init.keepalive, body });
      await gate;
      const answer = answers.shift() ?? { status: 200, body: { revision: body.revision + 1, by: "Ana", at: 1 } };
      return { ok: answer.status < 300, status: answer.status, json: async () => answer.body } as Response;
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const OPENED = { title: "Promo", blocks: [] };
const SCHEMA: JsonSchema = {
  type: "object",
  properties: { title: { type: "string", title: "Título" }, description: { type: "string", title: "Descrição" } },
};

function target(data: Record<string, unknown>, change: Partial<DraftTarget> = {}): DraftTarget {
  return {
    kind: "page",
    name: "promo",
    data,
    schema: SCHEMA,
    version: "v1",
    fresh: false,
    markSaved: vi.fn(),
    replace: vi.fn(),
    reopen: vi.fn(),
    publishFile: vi.fn(),
    onSaved: vi.fn(),
    ...change,
  };
}

const open = (first: DraftTarget) => renderHook((props: DraftTarget) => useDraftSave(props), { initialProps: first });

describe("drafts saved by themselves", () => {
  it("saves nothing while nothing changed, then the changes every few seconds, each on the revision before", async () => {
    const { result, rerender } = open(target(OPENED));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MS * 3));
    expect(sent).toEqual([]);
    expect(result.current.unsaved).toBe(false);

    rerender(target({ ...OPENED, title: "Promo de Natal" }));
    expect(result.current.unsaved).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MS));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: "/_editor/api/rascunhos/page/promo",
      method: "PUT",
      body: { data: { title: "Promo de Natal" }, version: "v1", revision: 0 },
    });
    expect(result.current.unsaved).toBe(false);
    expect(result.current.stamp).toEqual({ revision: 1, by: "Ana", at: 1 });

    rerender(target({ ...OPENED, title: "Promo de Natal 2026" }));
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MS));
    expect(sent.map((request) => request.body.revision)).toEqual([0, 1]);
  });

  it("saves a new page at once, and a change made by undoing back to what was saved counts as saved", async () => {
    const { result, rerender } = open(target({ route: "/nova" }, { fresh: true, version: null }));
    expect(result.current.unsaved).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MS));
    expect(sent[0]?.body).toMatchObject({ data: { route: "/nova" }, version: null, revision: 0 });
    rerender(target({ route: "/nova" }, { fresh: true, version: null }));
    expect(result.current.unsaved).toBe(false);
  });

  it("sends the unsaved changes as the page is left, with keepalive, before the next timed save", async () => {
    const { rerender } = open(target(OPENED));
    rerender(target({ ...OPENED, title: "Digitado antes de fechar" }));
    await act(async () => {
      window.dispatchEvent(new Event("pagehide"));
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ keepalive: true, body: { data: { title: "Digitado antes de fechar" } } });
  });

  it("sends them when the tab is hidden, and when the document is closed in the editor", async () => {
    const { rerender, unmount } = open(target(OPENED));
    rerender(target({ ...OPENED, title: "Aba escondida" }));
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    try {
      await act(async () => {
        document.dispatchEvent(new Event("visibilitychange"));
      });
    } finally {
      visibility.mockRestore();
    }
    expect(sent.map((request) => request.body.data.title)).toEqual(["Aba escondida"]);
    rerender(target({ ...OPENED, title: "Fechado no editor" }));
    unmount();
    expect(sent.map((request) => request.body.data.title)).toEqual(["Aba escondida", "Fechado no editor"]);
    expect(sent[1]?.body.revision).toBe(1);
  });

  it("takes what others saved meanwhile into the screen, keeping what was typed since, and says what stayed", async () => {
    const first = target(OPENED);
    const { result, rerender } = open(first);
    rerender({ ...first, data: { ...OPENED, description: "Da Ana" } });
    const merged = { ...OPENED, title: "Do Caio", description: "Da Ana" };
    answers.push({ status: 200, body: { revision: 5, by: "Ana", at: 2, merged: { data: merged, with: ["Caio"] } } });
    let answer: () => void = () => undefined;
    gate = new Promise((resolve) => (answer = resolve));
    let saving: Promise<boolean> = Promise.resolve(false);
    act(() => void (saving = result.current.save()));
    // Ana goes on typing in another field while the save is under way.
    rerender({ ...first, data: { ...OPENED, description: "Da Ana", subtitle: "Novo" } });
    await act(async () => {
      answer();
      await saving;
    });
    expect(first.replace).toHaveBeenLastCalledWith({ ...merged, subtitle: "Novo" });
    expect(result.current.merged).toBe(
      "Caio também mudou este rascunho enquanto você editava, em outros campos. Ficaram as mudanças de Caio (Título) e as suas (Descrição).",
    );
    rerender({ ...first, data: { ...merged, subtitle: "Novo" } });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MS));
    expect(sent.at(-1)?.body).toMatchObject({ revision: 5, data: { subtitle: "Novo", title: "Do Caio" } });
  });

  it("stops on a clash and offers to compare; keeps both as chosen, and says which version stayed where", async () => {
    const conflict: DraftConflict = {
      reason: "conflict",
      message: "Caio salvou este rascunho às 14:03 depois que você o abriu.",
      theirs: { data: { ...OPENED, title: "Do Caio", description: "Dele" }, revision: 4, by: "Caio", at: 2 },
      base: OPENED,
    };
    const first = target(OPENED);
    const { result, rerender } = open(first);
    const mine = { ...OPENED, title: "Da Ana", description: "Dela" };
    rerender({ ...first, data: mine });
    answers.push({ status: 409, body: conflict });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MS * 3));
    expect(sent).toHaveLength(1);
    expect(result.current.comparison?.message).toBe(
      `${conflict.message} ${"Vocês mudaram os mesmos campos. Nada foi salvo por cima de ninguém: compare as duas versões e escolha o que fica em cada campo."}`,
    );
    expect(result.current.sides).toEqual({ mine, theirs: conflict.theirs!.data });

    // Leaving meanwhile sends her version on the revision she had: the service keeps it as her pending copy.
    await act(async () => {
      window.dispatchEvent(new Event("pagehide"));
    });
    expect(sent.at(-1)?.body).toMatchObject({ data: mine, revision: 0 });

    const conflicts = [
      { key: "title", path: ["title"], base: "Promo", mine: "Da Ana", theirs: "Do Caio" },
      { key: "description", path: ["description"], base: undefined, mine: "Dela", theirs: "Dele" },
    ];
    act(() => result.current.keepBoth({ conflicts, choices: { title: "mine", description: "theirs" } }));
    expect(first.replace).toHaveBeenLastCalledWith({ ...OPENED, title: "Da Ana", description: "Dele" });
    expect(result.current.merged).toBe(
      "Pronto: ficou a sua versão em Título e a de Caio em Descrição; as outras mudanças das duas versões também ficaram.",
    );
    expect(result.current.comparison).toBeUndefined();
    rerender({ ...first, data: { ...OPENED, title: "Da Ana", description: "Dele" } });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MS));
    expect(sent.at(-1)?.body).toMatchObject({ revision: 4, data: { title: "Da Ana", description: "Dele" } });
  });

  it("takes their draft whole on request, and says so", async () => {
    const theirs = { data: { title: "Do Caio" }, revision: 7, by: "Caio", at: 2 };
    const first = target(OPENED);
    const { result, rerender } = open(first);
    rerender({ ...first, data: { title: "Da Ana" } });
    answers.push({ status: 409, body: { reason: "conflict", message: "", theirs, base: OPENED } });
    await act(() => result.current.save());
    act(() => result.current.takeTheirs());
    expect(first.replace).toHaveBeenLastCalledWith({ title: "Do Caio" });
    expect(result.current.merged).toBe(
      "Ficou o rascunho de Caio; as suas mudanças que não tinham sido salvas foram deixadas de lado.",
    );
    rerender({ ...first, data: { title: "Do Caio, e meu" } });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MS));
    expect(sent.at(-1)?.body.revision).toBe(7);
  });

  it("offers the pending copy of an earlier visit to compare with the draft as it opened", async () => {
    pendingCopy = {
      data: { ...OPENED, title: "Ao sair" },
      base: OPENED,
      version: "v1",
      at: Date.UTC(2026, 10, 27, 14, 3),
    };
    const opened = target({ ...OPENED, title: "Do Caio" }, { teamDraft: { revision: 3, by: "Caio", at: 1 } });
    const { result } = open(opened);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.comparison?.message).toMatch(
      /^As mudanças que você enviou .*, ao sair, não entraram no rascunho/,
    );
    expect(result.current.sides).toEqual({ mine: pendingCopy.data, theirs: { ...OPENED, title: "Do Caio" } });
    const conflicts = [{ key: "title", path: ["title"], base: "Promo", mine: "Ao sair", theirs: "Do Caio" }];
    act(() => result.current.keepBoth({ conflicts, choices: { title: "mine" } }));
    expect(opened.replace).toHaveBeenLastCalledWith({ ...OPENED, title: "Ao sair" });
    expect(result.current.merged).toBe(
      "Pronto: ficou a sua versão em Título; as outras mudanças das duas versões também ficaram.",
    );
  });

  it("publishes the file as it is while there is no draft, and from the draft once there is one", async () => {
    const first = target(OPENED, { publishFile: vi.fn(async () => ({ ok: true as const, value: {} as never })) });
    const { result, rerender } = open(first);
    await act(() => result.current.publish("promo", "Sem mudanças"));
    expect(first.publishFile).toHaveBeenCalledWith("promo", "Sem mudanças");
    expect(sent).toEqual([]);

    const edited = { ...OPENED, title: "Para publicar" };
    rerender({ ...first, data: edited });
    await act(() => result.current.save());
    answers.push({ status: 200, body: { commit: "a".repeat(40), files: [], version: "v9" } });
    await act(() => result.current.publish("promo", "Título novo"));
    expect(sent.at(-1)).toMatchObject({ url: "/_editor/api/rascunhos/page/promo/publicar", method: "POST" });
    expect(first.markSaved).toHaveBeenCalledWith(edited, "v9");
    expect(result.current.hasDraft).toBe(false);
  });
});
