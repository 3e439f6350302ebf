import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DraftStamp } from "../../shared/drafts.ts";
import { EditorToolbar } from "../page/EditorToolbar.tsx";
import type { DocumentSaveTarget } from "./documentSave.ts";
import { DraftMode, type DraftSettings } from "./DraftMode.tsx";
import { useDocumentSave } from "./useDocumentSave.ts";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function target(change: Partial<DocumentSaveTarget> = {}): DocumentSaveTarget {
  return {
    kind: "page",
    name: "promo",
    schema: { type: "object" },
    file: "pages/promo.json",
    data: { title: "Promo" },
    version: "v1",
    dirty: true,
    fresh: false,
    markSaved: vi.fn(),
    replace: vi.fn(),
    reopen: vi.fn(async () => ({
      ok: true as const,
      value: { name: "promo", data: { title: "Publicado" }, version: "v2" },
    })),
    send: vi.fn(async () => ({ ok: true as const, value: { version: "v2" } })),
    publishFile: vi.fn(),
    onSaved: vi.fn(),
    ...change,
  };
}

/** An editor's bar over the chosen save, as the page, collection and site editors have it. */
function Bar({ of }: { of: DocumentSaveTarget }) {
  const saver = useDocumentSave(of);
  return (
    <>
      <EditorToolbar
        file={of.file}
        isNew={false}
        dirty={of.dirty}
        saving={saver.saving}
        canUndo={false}
        canRedo={false}
        onBack={() => {}}
        onUndo={() => {}}
        onRedo={() => {}}
        onSave={() => void saver.save()}
        publishing={false}
        onPublish={() => {}}
        draft={saver.draftBar}
      />
      {saver.view}
    </>
  );
}

describe("saving on the dev server", () => {
  it("keeps the save button, which saves the file, and asks the service nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const of = target();
    render(<Bar of={of} />);
    expect(screen.getByText("Alterações não salvas")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Descartar rascunho" })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Salvar" })));
    expect(of.send).toHaveBeenCalledWith("promo", { data: { title: "Promo" }, version: "v1", force: false });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("saving on the editor service", () => {
  // 27/11/2026 14:03 UTC is 11:03 in Brasília.
  const ANA_SAVED: DraftStamp = { revision: 3, by: "Ana", at: Date.UTC(2026, 10, 27, 14, 3) };

  function service(confirm: DraftSettings["confirm"] = async () => true) {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 27, 15), toFake: ["setInterval", "clearInterval", "Date"] });
    const requests: Array<{ method: string; url: string }> = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        requests.push({ method: String(init.method), url });
        if (url.endsWith("/pendente")) return { ok: false, status: 404, json: async () => ({}) } as Response;
        const body = url.includes("presenca")
          ? [
              { name: "Ana", at: 1 },
              { name: "Caio", at: 1 },
            ]
          : { ok: true };
        return { ok: true, status: 200, json: async () => body } as Response;
      }),
    );
    return { requests, settings: { me: "Bia", confirm } };
  }

  it("shows whose draft it is and when instead of the save button, and who else is editing", async () => {
    const { settings } = service();
    render(
      <DraftMode.Provider value={settings}>
        <Bar of={target({ dirty: false, teamDraft: ANA_SAVED })} />
      </DraftMode.Provider>,
    );
    expect(screen.queryByRole("button", { name: "Salvar" })).toBeNull();
    expect(screen.getByText("Rascunho de Ana, salvo às 11:03")).toBeTruthy();
    expect(await screen.findByText("Ana e Caio estão editando esta página.")).toBeTruthy();
  });

  it("discards the draft after asking, and goes back to the published file", async () => {
    const confirm = vi.fn(async () => true);
    const { requests, settings } = service(confirm);
    const of = target({ teamDraft: ANA_SAVED });
    render(
      <DraftMode.Provider value={settings}>
        <Bar of={of} />
      </DraftMode.Provider>,
    );
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Descartar rascunho" })));
    expect(confirm).toHaveBeenCalled();
    expect(requests).toContainEqual({ method: "DELETE", url: "/_editor/api/rascunhos/page/promo" });
    expect(of.replace).toHaveBeenCalledWith({ title: "Publicado" }, "v2");
    expect(screen.queryByRole("button", { name: "Descartar rascunho" })).toBeNull();
  });
});
