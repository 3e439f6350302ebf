import { fireEvent, render, screen } from "@testing-library/react";
import type { RJSFSchema } from "@rjsf/utils";
import { describe, expect, it, vi } from "vitest";
import { EditorResourcesProvider } from "../EditorContext.tsx";
import { SchemaForm } from "../SchemaForm.tsx";

const schema = {
  type: "object",
  properties: {
    price: { description: "Preço mensal em reais.", type: "number", minimum: 0, "x-currency": "BRL" },
    deals: { description: "Negócios fechados na campanha.", type: "integer", minimum: 0 },
  },
} as RJSFSchema;

function renderForm(value: Record<string, unknown>) {
  const onChange = vi.fn();
  const view = render(
    <EditorResourcesProvider value={{ links: {}, routes: [], images: [], addLink: vi.fn() }}>
      <SchemaForm idPrefix="b" basePath={["blocks", 0]} schema={schema} value={value} onChange={onChange} />
    </EditorResourcesProvider>,
  );
  const rerender = (next: Record<string, unknown>) =>
    view.rerender(
      <EditorResourcesProvider value={{ links: {}, routes: [], images: [], addLink: vi.fn() }}>
        <SchemaForm idPrefix="b" basePath={["blocks", 0]} schema={schema} value={next} onChange={onChange} />
      </EditorResourcesProvider>,
    );
  const price = screen.getByLabelText(/^Preço mensal em reais/) as HTMLInputElement;
  const deals = screen.getByLabelText(/^Negócios fechados/) as HTMLInputElement;
  return { onChange, rerender, price, deals };
}

/** The value the form last reported for `key`. */
const last = (onChange: ReturnType<typeof vi.fn>, key: string) =>
  (onChange.mock.lastCall?.[0] as Record<string, unknown>)[key];

describe("NumberWidget", () => {
  it("shows a stored price the Brazilian way, after R$, in a text input that keeps the figure", () => {
    const { price, deals, onChange } = renderForm({ price: 49.9, deals: 1500 });
    expect(price.value).toBe("49,90");
    expect(price.type).toBe("text");
    expect(price.inputMode).toBe("decimal");
    expect(price.closest(".number-input")?.textContent).toBe("R$");
    expect(document.getElementById("b_price__price")?.textContent).toBe("Aparece como R$\u00a049,90.");
    expect(deals.value).toBe("1.500");
    expect(deals.inputMode).toBe("numeric");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("stores what is typed as a JSON number: 49,90 is 49.9 and 1.234,50 is 1234.5", () => {
    const { price, onChange } = renderForm({ price: 49.99 });
    fireEvent.change(price, { target: { value: "49,90" } });
    expect(last(onChange, "price")).toBe(49.9);
    fireEvent.change(price, { target: { value: "1.234,50" } });
    expect(last(onChange, "price")).toBe(1234.5);
    // While typing the text stays as typed; leaving the field gives it its usual form.
    expect(price.value).toBe("1.234,50");
  });

  it("gives a typed number its usual form on leaving the field", () => {
    const { price, rerender, onChange } = renderForm({ price: 49.99 });
    fireEvent.change(price, { target: { value: "59,9" } });
    rerender({ price: last(onChange, "price") as number });
    expect(price.value).toBe("59,9");
    fireEvent.blur(price);
    expect(price.value).toBe("59,90");
  });

  it("refuses a negative price as it is typed, says why, and keeps the stored price", () => {
    const { price, onChange } = renderForm({ price: 49.9 });
    fireEvent.change(price, { target: { value: "-" } });
    fireEvent.change(price, { target: { value: "-5" } });
    expect(onChange).not.toHaveBeenCalled();
    expect(price.value).toBe("-5");
    expect(price.getAttribute("aria-invalid")).toBe("true");
    const refusal = document.getElementById("b_price__refusal")!;
    expect(refusal.textContent).toBe(
      "Valores negativos não são aceitos aqui: escreva 0 ou mais. O campo continua com 49,90.",
    );
    expect(price.getAttribute("aria-describedby")).toContain("b_price__refusal");
    fireEvent.change(price, { target: { value: "5" } });
    expect(last(onChange, "price")).toBe(5);
    expect(refusal.textContent).toBe("");
    expect(price.getAttribute("aria-invalid")).toBeNull();
  });

  it("refuses decimals in a whole number and a third decimal in reais", () => {
    const { price, deals, onChange } = renderForm({ price: 10, deals: 3 });
    fireEvent.change(deals, { target: { value: "2,5" } });
    expect(document.getElementById("b_deals__refusal")?.textContent).toContain("número inteiro");
    fireEvent.change(price, { target: { value: "10,999" } });
    expect(document.getElementById("b_price__refusal")?.textContent).toContain("dois dígitos depois da vírgula");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("in a pt-BR browser (rjsf reads navigator.languages) still gets and stores JSON numbers", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["pt-BR"]);
    try {
      const { price, rerender, onChange } = renderForm({ price: 49.99 });
      expect(document.getElementById("b_price__price")?.textContent).toBe("Aparece como R$\u00a049,99.");
      fireEvent.change(price, { target: { value: "59,90" } });
      expect(last(onChange, "price")).toBe(59.9);
      rerender({ price: 59.9 });
      fireEvent.blur(price);
      expect(price.value).toBe("59,90");
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("leaves the field out when emptied, and shows a value changed elsewhere (undo) at once", () => {
    const { price, rerender, onChange } = renderForm({ price: 49.9 });
    fireEvent.change(price, { target: { value: "" } });
    expect(onChange.mock.lastCall?.[0]).toEqual({});
    rerender({ price: 84.99 });
    expect(price.value).toBe("84,99");
  });
});
