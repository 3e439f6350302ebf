import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from "node:http";
import { answerFailure } from "./answerFailure.ts";
import { cookiesOf, experimentSplitter } from "./experimentSplit.ts";
import { experimentRecorder, type RecorderOptions } from "./experimentRecorder.ts";
import { conversionOf, visitorOf } from "./experimentVisits.ts";
import { CONVERSION_PATH } from "../model/experiments/records.ts";
import { VARIANTS_DIR, type ExperimentSplit } from "../model/experiments/splits.ts";
import { visitorSigner } from "../model/experiments/visitorSignature.ts";
import { visitorSecret } from "../model/experimentData/visitorSecret.ts";
import { routeResolver } from "../model/routing/routeResolver.ts";
import { sendNotFound } from "./notFoundPage.ts";
import { pageFiles } from "./pageFiles.ts";
import { decodedPath, originForm } from "./requestTarget.ts";
import { securityHeaders } from "./securityHeaders.ts";
import { contactGate, handleContactRequest, handleLinkRequest, type StandInOptions } from "./standIns.ts";
import { staticFiles } from "./staticFiles.ts";

/** Options of {@link createSiteServer}. */
export interface SiteServerOptions {
  /** The production build folder. */
  distDir: string;
  /** Page routes; paths with `:param` match any single segment (model/routing/routePatterns.ts). */
  routes: string[];
  /** Stand-in services to mount under /api, or undefined when real services are configured. */
  standIns?: StandInOptions;
  /** Absolute service URLs the pages call (allowed by the CSP). */
  serviceUrls?: Array<string | undefined>;
  /** site.json names a Tag Manager container: the CSP allows its origin. */
  tagManager?: boolean;
  /** CSP sources of the inline scripts the build's pages carry (dist/_serve.json). */
  inlineScriptHashes?: string[];
  /** The running A/B tests (dist/_serve.json): their pages' addresses answer each consenting visitor's variant. */
  experiments?: ExperimentSplit[];
  /** The draw of a first visit's variant (tests give their own). */
  random?: () => number;
  /**
   * The folder where consenting visitors' impressions and conversions of the running tests are recorded
   * (<test>.jsonl); undefined: nothing is recorded, and no visitor cookie is set.
   */
  experimentData?: string;
  /** The secret that signs visitor ids (SITE_AB_SECRET); undefined: the one kept in the data folder, made once. */
  visitorSecret?: string;
  /** The recorder's clocks, limit and file size (tests give their own). */
  recorder?: Omit<RecorderOptions, "dataDir">;
}

/** A variant's own build files: reached only at its page's address, never at theirs (decision 099). */
const isVariantAddress = (pathname: string) =>
  pathname === `/${VARIANTS_DIR}` || pathname.startsWith(`/${VARIANTS_DIR}/`);

/** The secret the server signs visitor ids with: the option, or the data folder's (made the first time). */
function secretFor(options: SiteServerOptions, dataDir: string): string {
  const secret = options.visitorSecret ?? visitorSecret({}, dataDir, { create: true });
  if (typeof secret !== "string") throw new Error(secret?.problem ?? "sem segredo para os visitantes");
  return secret;
}

/**
 * The production server: security headers on every answer; the stand-ins under /api; page routes → their
 * prerendered HTML (routes with a parameter → the app shell); other paths → the build's files (staticFiles.ts); anything
 * else → the 404 page with status 404, every address under /_variantes/ too. A running A/B test's page answers a
 * consenting visitor with their variant, and records their view and conversions under the signed id it gives them
 * (experimentRecorder.ts). Same answers as the nginx config the build writes (build/nginx/; tests/e2e/nginx.e2e.ts
 * compares them).
 */
export function createSiteServer(options: SiteServerOptions): Server {
  return createServer(siteRequestListener(options));
}

/** What {@link createSiteServer} answers each request with, for a server that changes it when the build is replaced. */
export function siteRequestListener(options: SiteServerOptions): RequestListener {
  const headers = securityHeaders(options.serviceUrls ?? [], {
    tagManager: options.tagManager,
    inlineScriptHashes: options.inlineScriptHashes,
  });
  const pageFileFor = pageFiles(options.routes);
  const experiments = options.experiments ?? [];
  const split = experiments.length > 0 ? experimentSplitter(experiments, options.random) : undefined;
  const dataDir = options.experimentData;
  const record = dataDir !== undefined ? experimentRecorder({ ...options.recorder, dataDir }) : undefined;
  const signer =
    dataDir !== undefined && experiments.length > 0 ? visitorSigner(secretFor(options, dataDir)) : undefined;
  const routeOf = routeResolver(options.routes);
  const files = staticFiles(options.distDir);
  const { standIns } = options;
  const gate = standIns && contactGate(standIns);
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    const target = originForm(request.url ?? "");
    const pathname = target === undefined ? undefined : decodedPath(target);
    if (target === undefined || pathname === undefined) {
      response.writeHead(400, { "Content-Type": "text/plain; charset=utf-8" }).end("Endereço inválido.\n");
      return;
    }
    request.url = target;
    if (standIns && gate && pathname === "/api/contato" && request.method === "POST") {
      // A client that goes away mid-body rejects the read: end that answer, never the process.
      handleContactRequest(request, response, standIns, gate).catch(() => response.destroy());
      return;
    }
    if (standIns && pathname.startsWith("/api/") && request.method === "GET") {
      handleLinkRequest(new URL(target, "http://localhost"), response, standIns).catch(failWith(response));
      return;
    }
    const address = request.socket.remoteAddress ?? "";
    if (pathname === CONVERSION_PATH && request.method === "POST") {
      // A beacon is answered with nothing to read; what it reports is counted only when it may be.
      if (record && signer) {
        const query = new URL(target, "http://localhost").searchParams;
        const conversion = await conversionOf(query, cookiesOf(request.headers.cookie), experiments, signer);
        if (conversion) record(conversion, address);
      }
      request.resume();
      response.writeHead(204).end();
      return;
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    if (isVariantAddress(pathname)) {
      sendNotFound(options.distDir, request, response).catch(failWith(response));
      return;
    }
    const page = pageFileFor(pathname);
    if (page) request.url = page;
    // A tested page answers at its own address with the visitor's variant: a rewrite, never a redirect (decision 080).
    const route = page && split && routeOf(pathname);
    const variant = route ? split!(route, request.headers.cookie) : undefined;
    if (variant) {
      response.setHeader("Vary", "Cookie");
      const setCookies = variant.setCookie ? [variant.setCookie] : [];
      if (record && signer && variant.shown) {
        const visitor = await visitorOf(cookiesOf(request.headers.cookie), signer);
        if (visitor.setCookie) setCookies.push(visitor.setCookie);
        // Counted as the page is sent: the server knows the variant now, and the page adds no request for it.
        if (request.method === "GET")
          record(
            { teste: variant.shown.test, variante: variant.shown.variant, tipo: "impressao", visitante: visitor.id },
            address,
          );
      }
      if (setCookies.length > 0) response.setHeader("Set-Cookie", setCookies);
      if (variant.file) request.url = variant.file;
    }
    files(request, response, () => sendNotFound(options.distDir, request, response).catch(failWith(response)));
  };
  return (request, response) => {
    answer(request, response).catch(failWith(response));
  };
}

/** Ends one answer whose handler threw or rejected; the server goes on with the next request. */
function failWith(response: ServerResponse): (error: unknown) => void {
  return (error) =>
    answerFailure(response, `Erro ao responder (${error instanceof Error ? error.message : String(error)})`);
}
