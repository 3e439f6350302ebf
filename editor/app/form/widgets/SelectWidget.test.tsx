import { fireEvent, render, screen } from "@testing-library/react";
import type { RJSFSchema } from "@rjsf/utils";
import { describe, expect, it, vi } from "vitest";
import pageSchema from "../../../../schema/page.schema.json";
import { EditorResourcesProvider } from "../EditorContext.tsx";
import { SchemaForm } from "../SchemaForm.tsx";

/** The page's layout as the page schema declares it (the footer's options and their pt-BR names). */
const schema = {
  type: "object",
  properties: {
    footer: pageSchema.definitions.layout.properties.footer,
    columns: { description: "Colunas.", type: "integer", enum: [2, 3] },
  },
} as RJSFSchema;

function renderForm(value: Record<string, unknown>) {
  const onChange = vi.fn();
  render(
    <EditorResourcesProvider value={{ links: {}, routes: [], images: [], addLink: vi.fn() }}>
      <SchemaForm idPrefix="p" basePath={["layout"]} schema={schema} value={value} onChange={onChange} />
    </EditorResourcesProvider>,
  );
  return { onChange };
}

const optionTexts = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((option) => option.text);

describe("SelectWidget", () => {
  it("names each option by its pt-BR label from the schema and stores the value the file uses", () => {
    const { onChange } = renderForm({ footer: "minimal" });
    const footer = screen.getByLabelText(/^Rodapé/) as HTMLSelectElement;
    expect(optionTexts(footer)).toEqual(["Padrão", "Completo", "Mínimo (só dados legais)", "Sem rodapé"]);
    expect(footer.selectedOptions[0]?.text).toBe("Mínimo (só dados legais)");
    fireEvent.change(footer, { target: { value: String(optionTexts(footer).indexOf("Sem rodapé") - 1) } });
    expect(onChange.mock.lastCall?.[0]).toEqual({ footer: "none" });
  });

  it("shows a value without a label as it is written", () => {
    renderForm({ columns: 3 });
    expect(optionTexts(screen.getByLabelText(/^Colunas/))).toEqual(["Padrão", "2", "3"]);
  });
});
