import { USUAL_MESSAGE } from "../page/newChatLink.ts";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { BlockType } from "../../shared/api.ts";
import { EditorResourcesProvider, type EditorResources } from "../form/EditorContext.tsx";
import { AddBlock } from "./AddBlock.tsx";

const text = { title: "Text", type: "string", minLength: 1, description: "Texto exibido ao visitante." };
const chat = { title: "LinkName", type: "string", pattern: "^[A-Za-z][A-Za-z0-9]*$", description: "Link de chat." };
const action = {
  title: "Action",
  type: "object",
  properties: { label: text, chat, to: { type: "string" }, href: { type: "string" } },
  required: ["label"],
};
/** The shape of blocks/plans/plans.schema.json, references resolved as the editor receives them. */
const plans: BlockType = {
  type: "plans",
  description: "Cartões de planos.",
  schema: {
    type: "object",
    properties: {
      type: { const: "plans" },
      title: text,
      plans: {
        type: "array",
        minItems: 1,
        items: {
          type: "object",
          properties: {
            name: text,
            tone: { type: "string", enum: ["azul", "laranja"] },
            benefits: { type: "array", minItems: 1, items: text },
            action,
          },
          required: ["name", "benefits"],
        },
      },
    },
    required: ["type", "plans"],
  },
  examples: [
    {
      type: "plans",
      title: "Planos",
      plans: [{ name: "Bronze", benefits: ["a", "b"], action: { label: "IR", chat: "x" } }],
    },
    {
      type: "plans",
      plans: [
        { name: "Prata", benefits: ["c"], action: { label: "QUERO", chat: "trafego" } },
        { name: "Ouro", benefits: ["d"], action: { label: "QUERO", chat: "promo" } },
      ],
    },
  ],
};
const chatCta: BlockType = {
  type: "chatCta",
  description: "Chamada para o chat.",
  schema: {
    type: "object",
    properties: { type: { const: "chatCta" }, title: text, actions: { type: "array", minItems: 1, items: action } },
    required: ["type", "title", "actions"],
  },
  examples: [],
};

function renderAddBlock(links: EditorResources["links"]) {
  const onAdd = vi.fn();
  render(
    <EditorResourcesProvider value={{ links, routes: [], images: [], addLink: vi.fn() }}>
      <AddBlock types={[plans, chatCta]} onAdd={onAdd} />
    </EditorResourcesProvider>,
  );
  return onAdd;
}

const typeButton = (type: string) => screen.getByRole("button", { name: type });

describe("adding a block", () => {
  it("adds nothing until a type is pressed, then adds that type with one press", () => {
    const onAdd = renderAddBlock({ promo: { message: "Olá!" } });
    expect(onAdd).not.toHaveBeenCalled();
    fireEvent.click(typeButton("plans"));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it("starts blank when asked: only the required fields, the schema's minimum of items, empty texts", () => {
    const onAdd = renderAddBlock({ promo: { message: "Olá!" } });
    fireEvent.click(screen.getByRole("radio", { name: "Em branco" }));
    fireEvent.click(typeButton("plans"));
    expect(onAdd).toHaveBeenCalledWith({ type: "plans", plans: [{ name: "", benefits: [""] }] }, {});
  });

  it("starts from the type's first example by default, its chat buttons moved to the page's links", () => {
    const onAdd = renderAddBlock({ promo: { message: "Olá!" }, outro: { message: "Oi" } });
    expect(screen.getByRole("radio", { name: "A partir do exemplo" })).toHaveProperty("checked", true);
    fireEvent.click(typeButton("plans"));
    expect(onAdd).toHaveBeenCalledWith(
      {
        type: "plans",
        title: "Planos",
        plans: [{ name: "Bronze", benefits: ["a", "b"], action: { label: "IR", chat: "promo" } }],
      },
      {},
    );
  });

  it("gives a blank button the page's first chat link, or declares one with the usual message when there is none", () => {
    const onAdd = renderAddBlock({});
    // This type has no example: it starts blank even when the example is asked for.
    fireEvent.click(typeButton("chatCta"));
    expect(onAdd).toHaveBeenCalledWith(
      { type: "chatCta", title: "", actions: [{ label: "", chat: "contato" }] },
      { contato: { message: USUAL_MESSAGE } },
    );
  });
});
