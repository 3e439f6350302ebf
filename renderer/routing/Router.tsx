import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { parseAddress, type Address } from "./address.ts";

interface RouterValue {
  address: Address;
  /** Shows another address of the site without reloading the page. */
  navigate: (to: string) => void;
}

const RouterContext = createContext<RouterValue | undefined>(undefined);

const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("popstate", onChange);
  };
}

function currentHref(): string {
  return window.location.href;
}

function pushAddress(to: string): void {
  window.history.pushState(null, "", to);
  listeners.forEach((notify) => notify());
}

function RouterProvider({ href, navigate, children }: { href: string; navigate: (to: string) => void; children: ReactNode }) {
  const value = useMemo(() => ({ address: parseAddress(href), navigate }), [href, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** Follows the browser's address: links push history entries, back and forward come back through popstate. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  // The prerendered HTML was made for this same address, so hydration reads it too.
  const href = useSyncExternalStore(subscribe, currentHref, currentHref);
  return (
    <RouterProvider href={href} navigate={pushAddress}>
      {children}
    </RouterProvider>
  );
}

/** An address kept in memory: the prerender renders one address with it, and tests navigate within it. */
export function MemoryRouter({ url, children }: { url: string; children: ReactNode }) {
  const [href, setHref] = useState(url);
  return (
    <RouterProvider href={href} navigate={setHref}>
      {children}
    </RouterProvider>
  );
}

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error("Este componente precisa estar dentro de um BrowserRouter ou MemoryRouter.");
  return router;
}

/** The address being shown. */
export function useAddress(): Address {
  return useRouter().address;
}

/** A function that shows another address of the site without reloading the page. */
export function useNavigate(): (to: string) => void {
  return useRouter().navigate;
}
