import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { BlockType } from "../../shared/api.ts";
import { BlockTypePicker } from "./BlockTypePicker.tsx";

const type = (code: string, name: string | undefined, description: string): BlockType => ({
  type: code,
  description,
  schema: { title: `${code}Block`, ...(name ? { "x-title": name } : {}) },
  examples: [],
});
const types = [
  type("plans", "Planos", "Cartões de planos."),
  type("cardGrid", "Grade de cartões", "Cartões em grade."),
  type("faq", "Perguntas frequentes", "Perguntas e respostas."),
  type("novo", undefined, "Um bloco sem nome ainda."),
];

describe("BlockTypePicker", () => {
  it("offers each block type as a button by its pt-BR name, in alphabetical order, with its picture", () => {
    render(<BlockTypePicker id="b" types={types} onPick={() => {}} />);
    const group = screen.getByRole("group", { name: "Tipo de bloco" });
    expect(
      within(group)
        .getAllByRole("button")
        .map((button) => button.getAttribute("data-type")),
    ).toEqual(["cardGrid", "novo", "faq", "plans"]);
    const plans = screen.getByRole("button", { name: "Planos" });
    // A type without a pt-BR name is still offered, by its type.
    expect(screen.getByRole("button", { name: "novo" })).toBeTruthy();
    const picture = plans.querySelector("img");
    expect(picture?.getAttribute("src")).toMatch(/plans\.thumb\.webp/);
    expect(picture?.getAttribute("alt")).toBe("");
    expect(document.getElementById(plans.getAttribute("aria-describedby")!)?.textContent).toBe("Cartões de planos.");
  });

  it("hands over the pressed type at once", () => {
    const onPick = vi.fn();
    render(<BlockTypePicker id="b" types={types} onPick={onPick} />);
    fireEvent.click(screen.getByRole("button", { name: "Perguntas frequentes" }));
    expect(onPick).toHaveBeenCalledWith("faq");
  });
});
