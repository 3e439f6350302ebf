import { act, renderHook } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { mergeDrafts } from "./mergeDrafts.ts";
import { AUTOSAVE_MS, useDraftSave, type DraftTarget } from "./useDraftSave.tsx";

vi.mock("./mergeDrafts.ts", () => ({ mergeDrafts: vi.fn() }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it("keeps both versions without asking when the merge gives one, and saves it on their revision", async () => {
  vi.useFakeTimers();
  const bodies: Array<{ revision: number; data: unknown }> = [];
  const conflict = {
    reason: "conflict",
    message: "Caio salvou este rascunho às 14:03 depois que você o abriu.",
    theirs: { data: { title: "Promo", text: "Do Caio" }, revision: 5, by: "Caio", at: 2 },
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { revision: number; data: unknown };
      bodies.push(body);
      const answer = bodies.length === 1 ? { status: 409, body: conflict } : { status: 200, body: { revision: 6 } };
      return { ok: answer.status < 300, status: answer.status, json: async () => answer.body } as Response;
    }),
  );
  const both = { title: "Promo de Natal", text: "Do Caio" };
  vi.mocked(mergeDrafts).mockReturnValue(both);
  const opened: DraftTarget = {
    kind: "page",
    name: "promo",
    data: { title: "Promo" },
    version: "v1",
    fresh: false,
    markSaved: vi.fn(),
    replace: vi.fn(),
    reopen: vi.fn(),
    publishFile: vi.fn(),
    onSaved: vi.fn(),
  };
  const { result, rerender } = renderHook((props: DraftTarget) => useDraftSave(props), { initialProps: opened });
  rerender({ ...opened, data: { title: "Promo de Natal" } });
  await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MS));
  expect(mergeDrafts).toHaveBeenCalledWith({ title: "Promo" }, { title: "Promo de Natal" }, conflict.theirs.data);
  expect(opened.replace).toHaveBeenCalledWith(both);
  expect(result.current.conflict).toBeUndefined();
  expect(result.current.merged).toBe("Caio");
  rerender({ ...opened, data: both });
  await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_MS));
  expect(bodies.at(-1)).toEqual({ data: both, version: "v1", revision: 5 });
});
