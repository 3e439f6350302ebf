const BRL = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** A price as Brazilian reais, e.g. `R$ 49,99` (a normal space after R$, never a line break inside). */
export function formatBRL(value: number): string {
  return BRL.format(value).replace(/\s/g, "\u00a0");
}
