import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { PaymentFormBlock } from "../../schema/generated/page.ts";
import { renderWithSite } from "../../tests/helpers/renderWithSite.tsx";
import { PaymentForm } from "./PaymentForm.tsx";
import examples from "./paymentForm.examples.json";

const block = examples[0] as PaymentFormBlock;

function renderAt(cnpj: string) {
  return renderWithSite(<PaymentForm block={block} />, { path: "/pagamento/:cnpj", url: `/pagamento/${cnpj}` });
}

describe("PaymentForm page", () => {
  it("shows the title and the CNPJ of the address, formatted", () => {
    const { container } = renderAt("11222333000181");
    expect(container.querySelector('[data-block="paymentForm"]')).not.toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: block.title })).toBeTruthy();
    expect(screen.getByText("11.222.333/0001-81").closest("p")!.textContent).toBe(
      `${block.cnpjLabel} 11.222.333/0001-81`,
    );
  });

  it.each(["11222333000182", "11222333000100", "00000000000000", "1122233300018", "abc"])(
    "shows the invalid-CNPJ message instead of the form for %s",
    (cnpj) => {
      const { container } = renderAt(cnpj);
      expect(screen.getByRole("alert").textContent).toBe(block.invalidCnpj);
      expect(container.querySelector("form")).toBeNull();
      expect(screen.queryByRole("tablist")).toBeNull();
    },
  );
});

describe("PaymentForm tabs", () => {
  it("starts on the card tab, wired as an accessible tab pattern", () => {
    renderAt("11222333000181");
    const tabs = within(screen.getByRole("tablist")).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Cartão de crédito", "Boleto ou Pix"]);
    expect(tabs.map((tab) => tab.getAttribute("aria-selected"))).toEqual(["true", "false"]);
    const panel = screen.getByRole("tabpanel");
    expect(tabs[0]!.getAttribute("aria-controls")).toBe(panel.id);
    expect(panel.getAttribute("aria-labelledby")).toBe(tabs[0]!.id);
    expect(panel.querySelector('[name="numeroCartao"]')).not.toBeNull();
  });

  it("moves between tabs with the arrow keys, and says plainly that boleto/Pix is not available here yet", async () => {
    const user = userEvent.setup();
    renderAt("11222333000181");
    const [card, boleto] = screen.getAllByRole("tab");
    card!.focus();
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(boleto);
    expect(boleto!.getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel").textContent).toBe(block.boletoPixText);
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(card);
    expect(screen.getByRole("tabpanel").querySelector('[name="numeroCartao"]')).not.toBeNull();
  });

  it("keeps what was typed in the card form when the visitor looks at the other tab", async () => {
    const user = userEvent.setup();
    const { container } = renderAt("11222333000181");
    const number = container.querySelector<HTMLInputElement>('[name="numeroCartao"]')!;
    await user.type(number, "4111111111111111");
    await user.click(screen.getByRole("tab", { name: block.tabs.boletoPix }));
    await user.click(screen.getByRole("tab", { name: block.tabs.cartaoCredito }));
    expect(number.value).toBe("4111 1111 1111 1111");
  });
});
