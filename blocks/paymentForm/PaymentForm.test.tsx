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

describe("PaymentForm order summary", () => {
  const summary = block.summary!;
  const at = (url: string) => renderWithSite(<PaymentForm block={block} />, { path: "/pagamento/:cnpj", url });

  it("shows the plan the payment link names, with its amount in reais and its note, as text", () => {
    const { container } = at("/pagamento/11222333000181?plano=erp-padrao-comercio");
    const aside = screen.getByRole("complementary", { name: summary.title });
    expect(aside.textContent).toContain("ERP Padrão Comércio");
    expect(aside.textContent).toContain("Comércio intermediário");
    expect(aside.querySelector("[data-price]")!.textContent).toBe("R$\u00a058,99 por mês");
    expect(aside.textContent).toContain(summary.plans[2]!.note);
    expect(aside.querySelectorAll("a, button, input")).toHaveLength(0);
    // Before the form in the page's order: above it on phones, and the keyboard still reaches the tabs first.
    expect(aside.compareDocumentPosition(container.querySelector("form")!) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it.each(["/pagamento/11222333000181", "/pagamento/11222333000181?plano=plano-que-nao-existe"])(
    "shows the page's neutral sentence and no amount when the link names no plan it offers (%s)",
    (url) => {
      at(url);
      const aside = screen.getByRole("complementary", { name: summary.title });
      expect(aside.textContent).toContain(summary.noPlan);
      expect(aside.querySelector("[data-price]")).toBeNull();
    },
  );

  it("shows no summary when the page has none, nor when the link names no plan and there is no neutral sentence", () => {
    const { summary: _, ...withoutSummary } = block;
    const bare = renderWithSite(<PaymentForm block={withoutSummary} />, {
      path: "/pagamento/:cnpj",
      url: "/pagamento/11222333000181?plano=erp-padrao-comercio",
    });
    expect(bare.container.querySelector("[data-summary]")).toBeNull();
    bare.unmount();
    const { noPlan: __, ...quiet } = summary;
    const { container } = renderWithSite(<PaymentForm block={{ ...block, summary: quiet }} />, {
      path: "/pagamento/:cnpj",
      url: "/pagamento/11222333000181",
    });
    expect(container.querySelector("[data-summary]")).toBeNull();
  });

  it("shows no summary next to the invalid-CNPJ message", () => {
    const { container } = at("/pagamento/11222333000100?plano=erp-padrao-comercio");
    expect(container.querySelector("[data-summary]")).toBeNull();
  });
});
