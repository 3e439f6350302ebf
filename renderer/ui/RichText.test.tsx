import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RichText } from "./RichText.tsx";

describe("RichText", () => {
  it("highlights *trechos* and keeps hyphenated words on one line, inside highlights too", () => {
    const { container } = render(<RichText text="Emita *NF-e e NFC-e* e o e-CNPJ, sem custo." />);
    expect(container.textContent).toBe("Emita NF-e e NFC-e e o e-CNPJ, sem custo.");
    expect([...container.querySelectorAll("strong.hl")].map((element) => element.textContent)).toEqual([
      "NF-e e NFC-e",
    ]);
    expect([...container.querySelectorAll(".nowrap")].map((element) => element.textContent)).toEqual([
      "NF-e",
      "NFC-e",
      "e-CNPJ,",
    ]);
  });

  it("renders markup in config text as text, never as HTML", () => {
    const { container } = render(<RichText text={'<img src=x onerror="alert(1)"> *<b>oi</b>*'} />);
    expect(container.querySelector("img, b")).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"> <b>oi</b>');
  });
});
