import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { DraftConflict, DraftSaveRequest } from "../../shared/drafts.ts";
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

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  answers = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as DraftSaveRequest;
      sent.push({ url, method: String(init.method), keepalive: !!init.keepalive, body });
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

function target(data: Record<string, unknown>, change: Partial<DraftTarget> = {}): DraftTarget {
  return {
    kind: "page",
    name: "promo",
    data,
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
    expect(sent[0]?.body).toEqual({ data: { route: "/nova" }, version: null, revision: 0 });
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

  it("stops on a conflict, takes their draft on request, and keeps mine over theirs on request", async () => {
    const conflict: DraftConflict = {
      reason: "conflict",
      message: "Caio salvou este rascunho às 14:03 depois que você o abriu.",
      theirs: { data: { title: "Do Caio" }, revision: 4, by: "Caio", at: 2 },
    };
    const first = target(OPENED);
    const { result, rerender } = open(first);
    rerender({ ...first, data: { title: "Da Ana" } });
    answers.push({ status: 409, body: conflict });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MS * 3));
    expect(sent).toHaveLength(1);
    expect(result.current.conflict?.message).toBe(conflict.message);

    await act(() => result.current.save(true));
    expect(sent[1]?.body).toMatchObject({ data: { title: "Da Ana" }, revision: 4 });
    expect(result.current.conflict).toBeUndefined();

    rerender({ ...first, data: { title: "Da Ana, de novo" } });
    answers.push({ status: 409, body: { ...conflict, theirs: { ...conflict.theirs!, revision: 7 } } });
    await act(() => result.current.save());
    await act(() => result.current.takeTheirs());
    expect(first.replace).toHaveBeenLastCalledWith({ title: "Do Caio" });
    rerender({ ...first, data: { title: "Do Caio" } });
    expect(result.current.unsaved).toBe(false);
    rerender({ ...first, data: { title: "Do Caio, e meu" } });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MS));
    expect(sent.at(-1)?.body.revision).toBe(7);
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
