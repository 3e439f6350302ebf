import { describe, expect, it } from "vitest";
import { columnsNamed, missingColumns } from "./templateColumns.ts";

describe("the columns a collection's template names", () => {
  it("are read from every text of the page, each once, in order", () => {
    const template = {
      title: "ERP em {{row.cidade}} | {{brand.name}}",
      blocks: [{ type: "hero", title: "Notas em {{ row.cidade }}", text: "{{row.estado}} e {{row.cidade}}" }],
    };
    expect(columnsNamed(template)).toEqual(["cidade", "estado"]);
  });

  it("that the rows lack are the ones offered to add", () => {
    expect(missingColumns(["cidade", "estado", "preco"], ["slug", "cidade", "estado"])).toEqual(["preco"]);
  });
});
