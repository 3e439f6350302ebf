import type { ImageUse } from "../../shared/library.ts";

/** The places of `uses` as one sentence's list: "Preços (Bloco 2 (Destaque) › Imagem), rascunho de Sobre (…)". */
export function usesText(uses: ImageUse[]): string {
  return uses.map((use) => `${use.draft ? "rascunho de " : ""}${use.title} (${use.place || "documento"})`).join("; ");
}
