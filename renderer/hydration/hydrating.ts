/**
 * Whether React is hydrating the prerendered page: from just before `hydrateRoot` (renderer/main.tsx) until the
 * app's first effects have run (SiteApp). While it is, components render what the prerender rendered; values only
 * the browser knows (the window's width, the visitor's consent, the campaign) follow in a transition
 * (useClientValue.ts). A page rendered from scratch (the payment page's shell, the dev server, tests) never hydrates.
 */
let hydrating = false;

export function startHydrating(): void {
  hydrating = true;
}

export function endHydration(): void {
  hydrating = false;
}

export function isHydrating(): boolean {
  return hydrating;
}
