/**
 * A page's address as a marketer reads it: each part that changes from one visitor to the next (`:cnpj`, a
 * collection's `:slug`) named in words between brackets ("/pagamento/[CNPJ do cliente]"), never as the pattern the
 * config writes; what is saved stays the pattern. No browser or Node API.
 */
const PARAMETER_NAMES: Record<string, string> = {
  cnpj: "CNPJ do cliente",
  slug: "fim do endereço de cada linha",
};

/** `route` with each `:parameter` as its name in brackets. */
export function shownRoute(route: string): string {
  return route.replace(/:([a-zA-Z]\w*)/g, (_, name: string) => `[${PARAMETER_NAMES[name] ?? name}]`);
}

/** The parameter a bracketed name stands for: a known name's, or a plain lowercase word as it is. */
const parameterOf = (label: string) =>
  Object.keys(PARAMETER_NAMES).find((name) => PARAMETER_NAMES[name] === label) ??
  (/^[a-z]+$/.test(label) ? label : undefined);

/** An address as typed in words back as the config writes it: each `[name]` as its `:parameter`. */
export function savedRoute(shown: string): string {
  return shown.replace(/\[([^[\]]+)\]/g, (whole, label: string) => {
    const parameter = parameterOf(label);
    return parameter ? `:${parameter}` : whole;
  });
}
