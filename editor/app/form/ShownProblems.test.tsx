import { fireEvent, render, screen } from "@testing-library/react";
import type { ErrorSchema, RJSFSchema } from "@rjsf/utils";
import { describe, expect, it } from "vitest";
import { EditorResourcesProvider } from "./EditorContext.tsx";
import { SchemaForm } from "./SchemaForm.tsx";
import { ShownProblemsProvider, useShownProblems } from "./ShownProblems.tsx";

const schema = {
  type: "object",
  properties: {
    title: { type: "string", title: "Título", minLength: 1 },
    text: { type: "string", title: "Texto", minLength: 1 },
  },
  required: ["title", "text"],
} as RJSFSchema;
const errors = {
  title: { __errors: ["Preencha o campo “Título”."] },
  text: { __errors: ["O texto é curto demais."] },
} as unknown as ErrorSchema;

/** A form in a page editor: problems shown as useShownProblems says, with a button standing for "Salvar". */
function PageForm({ value }: { value: Record<string, unknown> }) {
  const shown = useShownProblems();
  return (
    <ShownProblemsProvider value={shown.shown}>
      <div onChange={shown.onChange}>
        <SchemaForm idPrefix="p" basePath={[]} schema={schema} value={value} onChange={() => {}} errors={errors} />
      </div>
      <button type="button" onClick={shown.showAll}>
        Salvar
      </button>
    </ShownProblemsProvider>
  );
}

function renderPageForm(value: Record<string, unknown>) {
  render(
    <EditorResourcesProvider value={{ links: {}, routes: [], images: [], addLink: () => {} }}>
      <PageForm value={value} />
    </EditorResourcesProvider>,
  );
}

describe("the problems shown on a page's fields", () => {
  it("wait on an empty field until the marketer changes it, and show at once on a field holding something", () => {
    renderPageForm({ title: "", text: "x" });
    expect(screen.queryByText("Preencha o campo “Título”.")).toBeNull();
    expect(screen.getByText("O texto é curto demais.")).toBeTruthy();
    const title = screen.getByLabelText(/^Título/);
    fireEvent.focus(title);
    fireEvent.blur(title);
    // Passing through it is not a change (the message would move what the marketer is clicking next).
    expect(screen.queryByText("Preencha o campo “Título”.")).toBeNull();
    fireEvent.change(title, { target: { value: "x" } });
    expect(screen.getByText("Preencha o campo “Título”.")).toBeTruthy();
  });

  it("all show once a save was tried", () => {
    renderPageForm({ title: "", text: "" });
    expect(screen.queryByText("Preencha o campo “Título”.")).toBeNull();
    expect(screen.queryByText("O texto é curto demais.")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
    expect(screen.getByText("Preencha o campo “Título”.")).toBeTruthy();
    expect(screen.getByText("O texto é curto demais.")).toBeTruthy();
  });
});
