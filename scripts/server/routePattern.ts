/**
 * The one rule that says which paths a page route answers: `:name` matches a single segment and a trailing slash
 * is allowed (/pagamento/:cnpj answers /pagamento/11222333000181 and /pagamento/11222333000181/, never /pagamento/
 * or deeper paths). deploy/nginx.conf's `location ~ ^/pagamento/[^/]+/?$` says the same.
 */
export function routePattern(route: string): RegExp {
  const literal = route.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${literal.replace(/:[a-z]+/gi, "[^/]+")}/?$`);
}
