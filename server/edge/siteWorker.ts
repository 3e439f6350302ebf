import { CONVERSION_PATH, recordLine, type Recorded } from "../../model/experiments/records.ts";
import { VARIANTS_DIR } from "../../model/experiments/splits.ts";
import { visitorSigner, type VisitorSigner } from "../../model/experiments/visitorSignature.ts";
import { routeResolver } from "../../model/routing/routeResolver.ts";
import { RECORD_LIMIT } from "../addressLimiter.ts";
import { cacheControlFor } from "../cachePolicy.ts";
import { cookiesOf, experimentSplitter } from "../experimentSplit.ts";
import { conversionOf, visitorOf } from "../experimentVisits.ts";
import { APP_SHELL, pageFiles } from "../pageFiles.ts";
import { recordGate } from "../recordGate.ts";
import { decodedPath } from "../requestTarget.ts";
import { assetFile, type AssetFile, type AssetReader } from "./assetFiles.ts";
import type { EdgeSite } from "./edgeSite.ts";

/** What the Worker is bound to: the build's files, and the secret that signs A/B visitor ids (none: nothing recorded). */
export interface EdgeEnv {
  ASSETS: AssetReader;
  SITE_AB_SECRET?: string;
}

/** What tests give the Worker instead of the platform's: the draw of a first visit, the clocks, the log. */
export interface EdgeOptions {
  random?: () => number;
  now?: () => Date;
  clock?: () => number;
  log?: (line: string) => void;
}

/** The address of the visitor, as Cloudflare passes it on (none locally: one bucket for every visitor). */
const VISITOR_ADDRESS = "CF-Connecting-IP";

/** A variant's own build files: reached only at its page's address (decision 099). */
const isVariantAddress = (pathname: string) =>
  pathname === `/${VARIANTS_DIR}` || pathname.startsWith(`/${VARIANTS_DIR}/`);

/** The extension of a build file's path (`.html`), as the Content-Type table is keyed. */
const extensionOf = (path: string) => /\.[^./]*$/.exec(path)?.[0]?.toLowerCase() ?? "";

/**
 * The site on Cloudflare's edge: a Worker that answers every request as npm run serve does (server/createSiteServer.ts;
 * tests/e2e/edge.e2e.ts compares them on workerd), from the build's files. Security headers on every answer; a page
 * route → its prerendered HTML (a route with a parameter → the app shell), any other address → the build's file, or
 * its `index.html`; nothing → the 404 page, every address under /_variantes/ too. The build's `.br`/`.gz` copy is sent
 * as it is when the request accepts it (`encodeBody: "manual"`). A running A/B test's page answers a consenting
 * visitor with their variant, and logs their view and conversions under the signed id it gives them, one JSON line
 * each (`console.log`, which Logpush delivers), the record npm run serve writes to its files.
 */
export function siteWorker(site: EdgeSite, options: EdgeOptions = {}) {
  const { random, now = () => new Date(), clock, log = (line: string) => console.log(line) } = options;
  const routeOf = routeResolver(site.routes);
  const pageFileFor = pageFiles(site.routes);
  const split = site.experiments.length > 0 ? experimentSplitter(site.experiments, random, now) : undefined;
  const writes = recordGate(RECORD_LIMIT, clock);
  const signers = new Map<string, VisitorSigner>();
  const signerFor = (env: EdgeEnv) => {
    const secret = env.SITE_AB_SECRET;
    if (!secret || site.experiments.length === 0) return undefined;
    if (!signers.has(secret)) signers.set(secret, visitorSigner(secret));
    return signers.get(secret);
  };
  const record = (recorded: Recorded, request: Request) => {
    if (writes(recorded, request.headers.get(VISITOR_ADDRESS) ?? "")) log(recordLine(recorded, now()));
  };

  /** An answer with the security headers, and the others given. */
  const answer = (
    body: BodyInit | null,
    status: number,
    headers: Record<string, string> = {},
    setCookies: string[] = [],
  ) => {
    const sent = new Headers({ ...site.headers, ...headers });
    for (const cookie of setCookies) sent.append("Set-Cookie", cookie);
    return { body, status, headers: sent };
  };

  /** A file of the build as it is sent: its type from its own name, the cache policy from its path in the build. */
  const fileAnswer = (file: AssetFile, path: string, status: number, vary: string[], setCookies: string[] = []) =>
    answer(
      file.body,
      status,
      {
        "Content-Type": site.contentTypes[extensionOf(path)] ?? "application/octet-stream",
        "Cache-Control": status === 404 ? "no-cache" : cacheControlFor(path),
        Vary: [...vary, "Accept-Encoding"].join(", "),
        ...(file.encoding && { "Content-Encoding": file.encoding }),
      },
      setCookies,
    );

  const notFound = async (env: EdgeEnv, request: Request) => {
    for (const page of ["/404.html", APP_SHELL]) {
      const file = await assetFile(env.ASSETS, page, request.headers.get("Accept-Encoding"));
      if (file) return fileAnswer(file, page, 404, []);
    }
    return answer(null, 404, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" });
  };

  const respond = async (request: Request, env: EdgeEnv) => {
    const url = new URL(request.url);
    const pathname = decodedPath(url.pathname);
    if (pathname === undefined)
      return answer("Endereço inválido.\n", 400, { "Content-Type": "text/plain; charset=utf-8" });
    const signer = signerFor(env);
    const cookieHeader = request.headers.get("Cookie") ?? undefined;
    if (pathname === CONVERSION_PATH && request.method === "POST") {
      // A beacon is answered with nothing to read; what it reports is counted only when it may be.
      const conversion =
        signer && (await conversionOf(url.searchParams, cookiesOf(cookieHeader), site.experiments, signer));
      if (conversion) record(conversion, request);
      return answer(null, 204);
    }
    if (request.method !== "GET" && request.method !== "HEAD") return answer(null, 405, { Allow: "GET, HEAD" });
    if (isVariantAddress(pathname)) return notFound(env, request);
    const page = pageFileFor(pathname);
    const route = page && split && routeOf(pathname);
    const variant = route ? split!(route, cookieHeader) : undefined;
    const setCookies = variant?.setCookie ? [variant.setCookie] : [];
    if (variant && signer && variant.shown) {
      const visitor = await visitorOf(cookiesOf(cookieHeader), signer);
      if (visitor.setCookie) setCookies.push(visitor.setCookie);
      if (request.method === "GET")
        record(
          { teste: variant.shown.test, variante: variant.shown.variant, tipo: "impressao", visitante: visitor.id },
          request,
        );
    }
    // A page's file; otherwise the address as a file, then as a folder's page (as nginx's `try_files $uri $uri/index.html`).
    const candidates = variant?.file
      ? [variant.file]
      : page
        ? [page]
        : [...(pathname.endsWith("/") ? [] : [pathname]), `${pathname.replace(/\/+$/, "")}/index.html`];
    const acceptEncoding = request.headers.get("Accept-Encoding");
    for (const path of candidates) {
      const file = await assetFile(env.ASSETS, path, acceptEncoding);
      if (file) return fileAnswer(file, path, 200, variant ? ["Cookie"] : [], setCookies);
    }
    return notFound(env, request);
  };

  return {
    async fetch(request: Request, env: EdgeEnv): Promise<Response> {
      const { body, status, headers } = await respond(request, env);
      // The build's compressed bytes go out as they are: the runtime must not compress them again.
      const init = { status, headers, encodeBody: "manual" } as ResponseInit;
      return new Response(request.method === "HEAD" ? null : body, init);
    },
  };
}
