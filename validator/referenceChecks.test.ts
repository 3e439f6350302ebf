// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../model/paths.ts";
import { crossChecks } from "./crossChecks.ts";
import { parseJsonFile, type JsonFile } from "./jsonFile.ts";
import { referenceFinders, schemaDocuments, schemaUrl } from "./schemas.ts";

const VALID = join(ROOT, "tests/fixtures/valid");

function file(name: string, data: unknown): JsonFile {
  return parseJsonFile(name, JSON.stringify(data, null, 2)) as JsonFile;
}

const pages = ["home", "contatos", "privacidade"].map((name) =>
  file(`pages/${name}.json`, JSON.parse(readFileSync(join(VALID, "pages", `${name}.json`), "utf8"))),
);
const site = JSON.parse(readFileSync(join(VALID, "site.json"), "utf8"));

describe("reference checks", () => {
  it("check a new property that uses the action definition, with no change to the checks", () => {
    // A copy of the schemas where site.json's footer gains a "promo" button: only the schema says it is one.
    const documents = schemaDocuments();
    const siteSchema = structuredClone(documents.get(schemaUrl("site.schema.json"))) as {
      properties: { footer: { properties: Record<string, object> } };
    };
    siteSchema.properties.footer.properties.promo = { $ref: "defs.schema.json#/definitions/action" };
    documents.set(schemaUrl("site.schema.json"), siteSchema);
    const withPromo = file("site.json", {
      ...site,
      footer: { ...site.footer, promo: { label: "Promoção", to: "/promo", href: "https://exemplo.com.br" } },
    });
    const problems = (references = referenceFinders(documents)) =>
      crossChecks({
        site: withPromo,
        pages,
        templates: new Set(),
        rowRoutes: [],
        publicDir: join(VALID, "public"),
        references,
      }).map(({ code, pointer, message }) => [code, pointer, message]);
    expect(problems()).toEqual([
      ["SITE-024", "/footer/promo", "O botão precisa de exatamente um destino e tem 2."],
      ["SITE-027", "/footer/promo/to", 'Nenhuma página responde na rota "/promo".'],
    ]);
    // With the project's schema, "promo" is no button: nothing checks it (the schema refuses the field itself).
    expect(problems(referenceFinders(schemaDocuments()))).toEqual([]);
  });
});
