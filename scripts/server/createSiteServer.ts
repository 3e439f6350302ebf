import { createServer, type Server } from "node:http";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { patternOf } from "../../renderer/site/routePatterns.ts";
import { handleContactRequest, handleLinkRequest, type StandInOptions } from "./standIns.ts";
import { securityHeaders } from "./securityHeaders.ts";
import { fileFor, sendFile } from "./staticFiles.ts";

/** Options of {@link createSiteServer}. */
export interface SiteServerOptions {
  /** The production build folder. */
  distDir: string;
  /** Page routes; paths with `:param` match any single segment (renderer/site/routePatterns.ts). */
  routes: string[];
  /** Stand-in services to mount under /api, or undefined when real services are configured. */
  standIns?: StandInOptions;
  /** Absolute service URLs the pages call (allowed by the CSP). */
  serviceUrls?: Array<string | undefined>;
}

/** The production server: static build, page routes (unknown ones get 404), stand-ins and security headers. */
export function createSiteServer(options: SiteServerOptions): Server {
  const headers = securityHeaders(options.serviceUrls ?? []);
  const isPage = (pathname: string) => patternOf(options.routes, pathname) !== undefined;
  const shell = join(options.distDir, "app-shell.html");
  const notFound = join(options.distDir, "404.html");
  /** The prerendered HTML of a page address, if the build wrote one. */
  const prerendered = (pathname: string) => fileFor(options.distDir, pathname === "/" ? "/index.html" : `${pathname.replace(/\/$/, "")}/index.html`);
  return createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const { standIns } = options;
    const send = (path: string, status = 200) => sendFile(request, response, path, status, headers);
    if (standIns && url.pathname === "/api/contato" && request.method === "POST") {
      void handleContactRequest(request, response, standIns);
      return;
    }
    if (standIns && url.pathname.startsWith("/api/") && request.method === "GET") {
      void handleLinkRequest(url, response, standIns);
      return;
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { ...headers, Allow: "GET, HEAD" }).end();
      return;
    }
    const file = url.pathname === "/" ? undefined : fileFor(options.distDir, url.pathname);
    if (file) return send(file);
    if (!isPage(url.pathname)) return send(existsSync(notFound) ? notFound : shell, 404);
    return send(prerendered(url.pathname) ?? shell);
  });
}
