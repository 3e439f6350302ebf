import { render } from "@testing-library/react";
import type { RJSFSchema } from "@rjsf/utils";
import { describe, expect, it, vi } from "vitest";
import { EditorResourcesProvider } from "../EditorContext.tsx";
import { SchemaForm } from "../SchemaForm.tsx";

/** The site settings' plans: a map of plans by short name, each with its own name. */
const schema = {
  type: "object",
  properties: {
    plans: {
      title: "Planos",
      type: "object",
      additionalProperties: {
        title: "Plano",
        type: "object",
        properties: { name: { type: "string", title: "Nome" }, price: { type: "number", title: "Preço" } },
      },
    },
  },
} as RJSFSchema;

function legends(value: Record<string, unknown>): string[] {
  render(
    <EditorResourcesProvider value={{ links: {}, routes: [], images: [] }}>
      <SchemaForm idPrefix="site" basePath={[]} schema={schema} value={value} onChange={vi.fn()} />
    </EditorResourcesProvider>,
  );
  return [...document.querySelectorAll(".map-entry legend")].map((legend) => legend.textContent ?? "");
}

describe("an entry of the site settings' plans", () => {
  it("is headed by the plan's name, and by its short name only while it has none", () => {
    expect(
      legends({ plans: { comercioBasico: { name: "ERP Emissor Comércio", price: 49.99 }, novo: { name: " " } } }),
    ).toEqual(["Plano “ERP Emissor Comércio”", "Plano “novo”"]);
  });
});
