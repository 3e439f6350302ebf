import { describe, expect, it } from "vitest";
import { cardDomain, cutText, googleAddress, shareWarnings } from "./shareText.ts";

describe("the search and sharing previews' texts", () => {
  it("cut a long title at a word's end before 60 characters, with an ellipsis, and keep a short one whole", () => {
    const long = "Sistema de gestão para restaurantes, bares e lanchonetes de todo o Brasil";
    const cut = cutText(long, 60);
    expect(cut).toBe("Sistema de gestão para restaurantes, bares e lanchonetes de…");
    expect(cut.length).toBeLessThanOrEqual(60);
    expect(cutText("Planos e preços", 60)).toBe("Planos e preços");
  });

  it("write the page's address the way Google does, and the site's domain the way WhatsApp does", () => {
    expect(googleAddress("https://www.gestornuvem.com.br", "/planos/anual")).toBe(
      "www.gestornuvem.com.br › planos › anual",
    );
    expect(googleAddress("https://www.gestornuvem.com.br", "/")).toBe("www.gestornuvem.com.br");
    expect(cardDomain("https://www.GestorNuvem.com.br")).toBe("gestornuvem.com.br");
  });

  it("warn about a title past 60 characters and a description past 160, saying how long each is", () => {
    expect(shareWarnings("Curto", "Também curto.")).toEqual([]);
    expect(shareWarnings("x".repeat(61), "y".repeat(161))).toEqual([
      "O Google costuma cortar títulos com mais de 60 caracteres: este tem 61. Deixe o mais importante no começo.",
      "O Google costuma cortar descrições com mais de 160 caracteres: esta tem 161.",
    ]);
  });
});
