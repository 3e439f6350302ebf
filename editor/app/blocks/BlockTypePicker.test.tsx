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
  it("offers each block type by its pt-BR name, in alphabetical order, with its picture from the catalog", () => {
    render(<BlockTypePicker id="b" types={types} value="plans" onChange={() => {}} />);
    const group = screen.getByRole("group", { name: "Tipo de bloco" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual(["cardGrid", "novo", "faq", "plans"]);
    const plans = screen.getByRole("radio", { name: "Planos" });
    expect(plans).toHaveProperty("checked", true);
    expect(screen.getByRole("radio", { name: "Grade de cartões" })).toHaveProperty("checked", false);
    // A type without a pt-BR name is still offered, by its type.
    expect(screen.getByRole("radio", { name: "novo" })).toBeTruthy();
    const picture = plans.parentElement!.querySelector("img");
    expect(picture?.getAttribute("src")).toMatch(/plans\.thumb\.webp/);
    expect(picture?.getAttribute("alt")).toBe("");
    expect(document.getElementById(plans.getAttribute("aria-describedby")!)?.textContent).toBe("Cartões de planos.");
  });

  it("says which type was chosen", () => {
    const onChange = vi.fn();
    render(<BlockTypePicker id="b" types={types} value="plans" onChange={onChange} />);
    fireEvent.click(screen.getByRole("radio", { name: "Perguntas frequentes" }));
    expect(onChange).toHaveBeenCalledWith("faq");
  });
});
