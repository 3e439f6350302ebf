/**
 * A price as Brazilian reais, e.g. `R$ 1.234,50`, with a no-break space after R$ so that the figure never splits.
 * Written out rather than with Intl.NumberFormat: the first pt-BR currency formatter a page creates loads the
 * browser's locale data, 80 to 400 ms of main thread measured in Chromium (decision 016), on every page with a
 * price. The output is the same as Intl's (formatBRL.test.ts compares them).
 */
export function formatBRL(value: number): string {
  const [whole, cents] = Math.abs(value).toFixed(2).split(".");
  const thousands = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${value < 0 ? "-" : ""}R$\u00a0${thousands},${cents}`;
}
