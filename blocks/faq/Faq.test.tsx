import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { FaqBlock } from "../../schema/generated/page.ts";
import { renderWithSite } from "../../tests/helpers/renderWithSite.tsx";
import { Faq } from "./Faq.tsx";

const block: FaqBlock = {
  type: "faq",
  title: "Dúvidas",
  items: [
    { question: "Primeira?", answer: "Resposta um." },
    { question: "Segunda?", answer: "Resposta dois." },
  ],
};

function item(question: string): HTMLDetailsElement {
  return screen.getByText(question).closest("details")!;
}

describe("Faq", () => {
  it("starts with every answer closed unless openFirst is set", () => {
    renderWithSite(<Faq block={block} />);
    expect(item("Primeira?").open).toBe(false);
    expect(item("Segunda?").open).toBe(false);
  });

  it("opens only the first item when openFirst is true", () => {
    renderWithSite(<Faq block={{ ...block, openFirst: true }} />);
    expect(item("Primeira?").open).toBe(true);
    expect(item("Segunda?").open).toBe(false);
  });

  it("opens and closes an item when its question is clicked", async () => {
    const user = userEvent.setup();
    renderWithSite(<Faq block={block} />);
    await user.click(screen.getByText("Segunda?"));
    expect(item("Segunda?").open).toBe(true);
    await user.click(screen.getByText("Segunda?"));
    expect(item("Segunda?").open).toBe(false);
  });

  it("renders its heading and marks its root with data-block", () => {
    const { container } = renderWithSite(<Faq block={block} />);
    expect(screen.getByRole("heading", { level: 2, name: "Dúvidas" })).toBeTruthy();
    expect(container.querySelector('[data-block="faq"]')).not.toBeNull();
  });
});
