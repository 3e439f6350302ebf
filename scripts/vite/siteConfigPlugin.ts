import type { Plugin } from "vite";
export function siteConfigPlugin(): Plugin {
  return { name: "site-config" };
}
