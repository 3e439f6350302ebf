// @vitest-environment node
import { describe, expect, it } from "vitest";
import { BLOCKS_DIR, SCHEMA_DIR } from "../../model/paths.ts";
import type { JsonSchema } from "../shared/api.ts";
import { definitionOf } from "../shared/definitionName.ts";
import { itemLabel } from "../shared/schemaLabels.ts";
import { loadSchemaSet } from "./schemaSet.ts";

const at = (schema: unknown, ...keys: string[]) =>
  keys.reduce<JsonSchema>((node, key) => node[key] as JsonSchema, schema as JsonSchema);

describe("the schemas the editor's forms are made from", () => {
  it("keep each property's pt-BR title over its shared definition's, and the definition's name beside it", async () => {
    const { blocks, page } = await loadSchemaSet({ schemaDir: SCHEMA_DIR, blocksDir: BLOCKS_DIR });
    const plans = blocks.find((block) => block.type === "plans")!.schema;
    const plan = at(plans, "properties", "plans", "items", "properties");
    expect(at(plans, "properties", "title").title).toBe("Título");
    expect(definitionOf(at(plans, "properties", "title"))).toBe("Text");
    expect([at(plan, "action").title, definitionOf(at(plan, "action"))]).toEqual(["Botão", "Action"]);
    expect([at(plan, "price").title, at(plan, "price")["x-definition"]]).toEqual(["Preço", undefined]);
    expect(at(page, "properties", "route").title).toBe("Rota");
    expect(definitionOf(at(page, "properties", "links", "additionalProperties"))).toBe("ChatLink");
  });

  it("include the collections' schema, whose rows and fields a comparison names in pt-BR", async () => {
    const { collection } = await loadSchemaSet({ schemaDir: SCHEMA_DIR, blocksDir: BLOCKS_DIR });
    expect(at(collection, "properties", "rows").title).toBe("Linhas");
    expect(itemLabel(at(collection, "properties", "rows", "items"), 1)).toBe("Linha 2");
    expect(at(collection, "properties", "rows", "items", "properties", "slug").title).toBe("Slug");
  });

  it("name a block and the choices of a union by their pt-BR x-title, the name the forms show", async () => {
    const { blocks } = await loadSchemaSet({ schemaDir: SCHEMA_DIR, blocksDir: BLOCKS_DIR });
    const richText = blocks.find((block) => block.type === "richText")!.schema;
    expect(richText.title).toBe("Texto formatado");
    const part = at(richText, "properties", "content", "items");
    expect([part.title, ...(part.oneOf as JsonSchema[]).map((choice) => choice.title)]).toEqual([
      "Trecho",
      "Título",
      "Parágrafo",
      "Lista",
    ]);
  });
});
