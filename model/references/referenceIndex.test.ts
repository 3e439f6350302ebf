import { describe, expect, it } from "vitest";
import { referenceIndex } from "./referenceIndex.ts";
import { referenceDefinitions } from "./referenceKinds.ts";

const BASE = "file:///project/";
const DEFS = `${BASE}schema/defs.schema.json`;
const defs = {
  definitions: {
    action: {
      type: "object",
      properties: {
        label: { type: "string" },
        chat: { $ref: "#/definitions/linkName" },
        to: { $ref: "#/definitions/internalRoute" },
      },
    },
    linkName: { type: "string" },
    internalRoute: { type: "string" },
  },
};
const faq = {
  type: "object",
  properties: { type: { const: "faq" }, title: { type: "string" } },
};
const banner = {
  type: "object",
  properties: {
    type: { const: "banner" },
    actions: { type: "array", items: { $ref: "../../schema/defs.schema.json#/definitions/action" } },
  },
};
const page = {
  type: "object",
  properties: {
    title: { type: "string" },
    blocks: { type: "array", items: { $ref: "#/definitions/block" } },
    menus: { type: "object", additionalProperties: { $ref: "defs.schema.json#/definitions/internalRoute" } },
  },
  definitions: {
    block: {
      discriminator: { propertyName: "type" },
      oneOf: [{ $ref: "../blocks/faq/faq.schema.json" }, { $ref: "../blocks/banner/banner.schema.json" }],
    },
  },
};
const documents = new Map<string, object>([
  [DEFS, defs],
  [`${BASE}schema/page.schema.json`, page],
  [`${BASE}blocks/faq/faq.schema.json`, faq],
  [`${BASE}blocks/banner/banner.schema.json`, banner],
]);
const find = referenceIndex(documents, `${BASE}schema/page.schema.json`, referenceDefinitions(DEFS));

describe("referenceIndex", () => {
  it("finds references by their schema definition through $refs across files, a tagged union and array items", () => {
    const document = {
      title: "Sem referências",
      blocks: [
        { type: "faq", title: "to" },
        {
          type: "banner",
          actions: [
            { label: "Fale", chat: "vendas" },
            { label: "Preço", to: "/preco" },
          ],
        },
      ],
    };
    expect(find(document)).toEqual([
      { kind: "action", pointer: "/blocks/1/actions/0", value: document.blocks[1]!.actions![0] },
      { kind: "chatLink", pointer: "/blocks/1/actions/0/chat", value: "vendas" },
      { kind: "action", pointer: "/blocks/1/actions/1", value: document.blocks[1]!.actions![1] },
      { kind: "route", pointer: "/blocks/1/actions/1/to", value: "/preco" },
    ]);
  });

  it("finds a reference under any key of additionalProperties, escaping the key in its pointer", () => {
    expect(find({ menus: { "a/b": "/contatos" } })).toEqual([
      { kind: "route", pointer: "/menus/a~1b", value: "/contatos" },
    ]);
  });

  it("finds nothing under a property named like a reference that the schema does not make one", () => {
    expect(find({ title: "x", blocks: [{ type: "faq", to: "/nao-existe", action: { to: "/x" } }] })).toEqual([]);
  });

  it("reads values of the wrong shape without failing, returning them for the checks to judge", () => {
    expect(find({ blocks: "nada", menus: [1] })).toEqual([]);
    expect(find({ blocks: [null, { type: "banner", actions: [7] }] })).toEqual([
      { kind: "action", pointer: "/blocks/1/actions/0", value: 7 },
    ]);
  });
});
