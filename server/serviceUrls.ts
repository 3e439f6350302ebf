/** The build-time variables holding the addresses of the services the pages call. */
export const SERVICE_URL_VARIABLES = ["SITE_API_BASE_URL", "SITE_CONTACT_URL"] as const;

/** Whether a value is an absolute http: or https: URL with a host. */
function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.host !== "";
  } catch {
    return false;
  }
}

/**
 * The one pt-BR line saying which service variable is unusable, or undefined when each is empty (the local stand-in)
 * or an absolute http(s) URL. Checked by the build (vite.config.ts) and by `npm run serve`.
 */
export function serviceUrlProblem(env: Record<string, string | undefined>): string | undefined {
  const name = SERVICE_URL_VARIABLES.find((variable) => env[variable] && !isAbsoluteHttpUrl(env[variable]));
  if (!name) return undefined;
  return `${name}="${env[name]}" não é um endereço http(s) completo: use algo como https://servico.exemplo.com.br, ou deixe a variável vazia para usar o serviço local de teste.`;
}
