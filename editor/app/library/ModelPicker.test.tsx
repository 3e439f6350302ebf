import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BlockType } from "../../shared/api.ts";
import type { SectionModel } from "../../shared/library.ts";
import { AddBlock } from "../blocks/AddBlock.tsx";
import { EditorResourcesProvider } from "../form/EditorContext.tsx";
import { libraryApi } from "./libraryApi.ts";
import { MODELS_CHANGED } from "./ModelPicker.tsx";

vi.mock("./libraryApi.ts", () => ({ libraryApi: { models: vi.fn() } }));
afterEach(() => vi.mocked(libraryApi.models).mockReset());

const chat = { title: "LinkName", type: "string", description: "Link de chat." };
const chatCta: BlockType = {
  type: "chatCta",
  description: "Chamada para o chat.",
  schema: {
    type: "object",
    properties: {
      type: { const: "chatCta" },
      title: { type: "string" },
      actions: { type: "array", items: { type: "object", properties: { label: { type: "string" }, chat } } },
    },
    required: ["type", "title", "actions"],
  },
  examples: [],
};
const model: SectionModel = {
  id: "chamada-de-natal",
  name: "Chamada de Natal",
  block: { type: "chatCta", title: "Feliz Natal", actions: [{ label: "FALAR", chat: "natal" }] },
};

function renderAddBlock() {
  const onAdd = vi.fn();
  render(
    <EditorResourcesProvider
      value={{ links: { promo: { message: "Olá!" } }, routes: [], images: [], addLink: vi.fn() }}
    >
      <AddBlock types={[chatCta]} onAdd={onAdd} />
    </EditorResourcesProvider>,
  );
  return onAdd;
}

describe("the models in Adicionar bloco", () => {
  it("add a copy of the saved block, its chat buttons led to the page's own links", async () => {
    vi.mocked(libraryApi.models).mockResolvedValue({ ok: true, value: [model] });
    const onAdd = renderAddBlock();
    fireEvent.click(await screen.findByRole("button", { name: "Chamada de Natal" }));
    expect(onAdd).toHaveBeenCalledWith(
      { type: "chatCta", title: "Feliz Natal", actions: [{ label: "FALAR", chat: "promo" }] },
      {},
    );
    // A copy: changing it leaves the model as it was.
    expect(model.block.actions).toEqual([{ label: "FALAR", chat: "natal" }]);
  });

  it("show a model saved on this page at once", async () => {
    vi.mocked(libraryApi.models).mockResolvedValue({ ok: true, value: [] });
    renderAddBlock();
    await act(async () => undefined);
    expect(screen.queryByRole("button", { name: "Chamada de Natal" })).toBeNull();
    vi.mocked(libraryApi.models).mockResolvedValue({ ok: true, value: [model] });
    await act(async () => void window.dispatchEvent(new Event(MODELS_CHANGED)));
    expect(await screen.findByRole("button", { name: "Chamada de Natal" })).toBeTruthy();
  });
});
