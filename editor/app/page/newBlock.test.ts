// @vitest-environment node
import { USUAL_MESSAGE } from "./newChatLink.ts";
import { join } from "node:path";
import type { ErrorObject } from "ajv";
import { beforeAll, describe, expect, it } from "vitest";
import { validators } from "../../../validator/schemas.ts";
import { loadSchemaSet } from "../../server/schemaSet.ts";
import type { BlockType } from "../../shared/api.ts";
import { mapChatLinks } from "./chatLinkRefs.ts";
import { newBlock } from "./newBlock.ts";

let types: BlockType[];
beforeAll(async () => {
  const root = join(import.meta.dirname, "../../..");
  types = (await loadSchemaSet({ schemaDir: join(root, "schema"), blocksDir: join(root, "blocks") })).blocks;
});

const links = { promo: { message: "Olá!" }, planos: { grupo: "planos", message: "Quero um plano." } };
const page = (blocks: unknown[], pageLinks: object = links) => ({
  route: "/promo",
  title: "Promoção",
  description: "Uma promoção.",
  links: pageLinks,
  blocks,
});

/** The project's own page validator's complaints about a page (JSON pointer, keyword, and the value or field). */
function complaints(data: object): ErrorObject[] {
  const validate = validators().page;
  validate(data);
  return validate.errors ?? [];
}

/** Every chat link name a block refers to. */
function chatLinksOf(block: unknown, type: BlockType): string[] {
  const found: string[] = [];
  mapChatLinks(block, type.schema, (name) => (found.push(name), name));
  return found;
}

/** The empty fields a blank block asks the marketer to fill: texts left "" and numbers left out. */
function emptyFields(errors: ErrorObject[]): string[] {
  return errors.map((error) =>
    error.keyword === "required"
      ? `${error.instancePath}/${(error.params as { missingProperty: string }).missingProperty}`
      : error.instancePath,
  );
}

describe("a blank block", () => {
  it("of every type holds what its schema requires (and a button where its example has one): the only problems are empty texts and numbers left out", () => {
    expect(types.length).toBeGreaterThanOrEqual(14);
    for (const type of types) {
      const { block } = newBlock(type, { kind: "blank" }, links);
      const errors = complaints(page([block]));
      for (const error of errors) {
        const emptyText = (error.keyword === "minLength" || error.keyword === "pattern") && error.data === "";
        const missingNumber =
          error.keyword === "required" &&
          ["number", "integer"].includes(
            String(
              (error.parentSchema as { properties?: Record<string, { type?: string }> }).properties?.[
                (error.params as { missingProperty: string }).missingProperty
              ]?.type,
            ),
          );
        expect(emptyText || missingNumber, `${type.type}: ${error.instancePath} ${error.message}`).toBe(true);
      }
      expect(
        chatLinksOf(block, type).every((name) => name === "promo"),
        type.type,
      ).toBe(true);
    }
  });

  it("has the schema's minimum of items, each empty, and its button leads to the page's first chat link", () => {
    const byType = (name: string) => types.find((type) => type.type === name)!;
    expect(newBlock(byType("plans"), { kind: "blank" }, links)).toEqual({
      block: { type: "plans", plans: [{ name: "", benefits: [""] }] },
      links: {},
    });
    expect(newBlock(byType("chatCta"), { kind: "blank" }, links).block).toEqual({
      type: "chatCta",
      title: "",
      actions: [{ label: "", chat: "promo" }],
    });
    expect(newBlock(byType("richText"), { kind: "blank" }, links).block).toEqual({
      type: "richText",
      content: [{ kind: "heading", text: "" }],
    });
    const video = newBlock(byType("video"), { kind: "blank" }, links).block;
    expect(emptyFields(complaints(page([video]))).sort()).toEqual([
      "/blocks/0/actions/0/label",
      "/blocks/0/playLabel",
      "/blocks/0/poster/height",
      "/blocks/0/poster/src",
      "/blocks/0/poster/width",
      "/blocks/0/videoTitle",
      "/blocks/0/youtubeId",
    ]);
  });

  it("starts with one button to write when its example has buttons, and with none when it has not", () => {
    const byType = (name: string) => types.find((type) => type.type === name)!;
    expect(newBlock(byType("banner"), { kind: "blank" }, links).block).toEqual({
      type: "banner",
      title: "",
      actions: [{ label: "", chat: "promo" }],
    });
    expect(newBlock(byType("cardGrid"), { kind: "blank" }, links).block.actions).toBeUndefined();
  });

  it("takes its required groups of fixed texts from the example: a contact form asks only for its own words", () => {
    const contactForm = types.find((type) => type.type === "contactForm")!;
    const { block } = newBlock(contactForm, { kind: "blank" }, links);
    expect(emptyFields(complaints(page([block]))).sort()).toEqual([
      "/blocks/0/modalText",
      "/blocks/0/modalTitle",
      "/blocks/0/openLabel",
    ]);
    const example = contactForm.examples[0] as Record<string, unknown>;
    expect(block.labels).toEqual(example.labels);
    expect(block.messages).toEqual(example.messages);
    expect(block.fallbackChat).toEqual({ ...(example.fallbackChat as object), chat: "promo" });
  });

  it("declares a chat link with an empty message on a page without links, only when the block has a button", () => {
    const byType = (name: string) => types.find((type) => type.type === name)!;
    const cta = newBlock(byType("chatCta"), { kind: "blank" }, {});
    expect(cta.block.actions).toEqual([{ label: "", chat: "contato" }]);
    expect(cta.links).toEqual({ contato: { message: USUAL_MESSAGE } });
    expect(newBlock(byType("faq"), { kind: "blank" }, {}).links).toEqual({});
  });
});

describe("a block from an example", () => {
  it("of every type is the example with its chat links remapped to the page's", () => {
    for (const type of types) {
      type.examples.forEach((example, index) => {
        const { block, links: declared } = newBlock(type, { kind: "example", index }, links);
        expect(declared).toEqual({});
        expect(
          chatLinksOf(block, type).every((name) => name in links),
          `${type.type} ${index}`,
        ).toBe(true);
        // Nothing but the links changed.
        expect(mapChatLinks(block, type.schema, () => "x")).toEqual(mapChatLinks(example, type.schema, () => "x"));
      });
    }
  });

  it("keeps a link the page declares under the same name, and sends the others to the page's first", () => {
    const steps = types.find((type) => type.type === "steps")!;
    const index = steps.examples.findIndex((example) => JSON.stringify(example).includes('"chat"'));
    const used = chatLinksOf(steps.examples[index], steps);
    expect(used.length).toBeGreaterThan(0);
    const own = { [used[0]!]: { message: "Mesma." }, outro: { message: "Outro." } };
    expect(chatLinksOf(newBlock(steps, { kind: "example", index }, own).block, steps)).toEqual(used);
    expect(new Set(chatLinksOf(newBlock(steps, { kind: "example", index }, links).block, steps))).toEqual(
      new Set(["promo"]),
    );
  });

  it("on a page without links declares one and points every button of the example at it", () => {
    const plans = types.find((type) => type.type === "plans")!;
    const { block, links: declared } = newBlock(plans, { kind: "example", index: 0 }, {});
    expect(declared).toEqual({ contato: { message: USUAL_MESSAGE } });
    expect(chatLinksOf(block, plans)).toEqual(["contato", "contato", "contato"]);
    expect(complaints(page([block], declared)).filter((error) => !error.instancePath.startsWith("/links"))).toEqual([]);
  });
});
