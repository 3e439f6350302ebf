import { TAG_MANAGER_ORIGIN } from "../renderer/consent/tagManagerOrigin.ts";

/** Origins (scheme://host) of the absolute service URLs the page may call, for connect-src. */
function originsOf(urls: Array<string | undefined>): string[] {
  return urls.flatMap((url) => {
    try {
      return url && /^https?:/.test(url) ? [new URL(url).origin] : [];
    } catch {
      return [];
    }
  });
}

/**
 * Headers every response gets: a strict CSP (no inline script but those allowed by their hash: the page loader), no
 * sniffing, no framing, a lean referrer. `tagManager` (site.json names a container) adds Google Tag Manager's origin
 * to the scripts, images and calls allowed, and nothing else: the page loads it itself, with the visitor's consent,
 * from our own code. `inlineScriptHashes` are the build's (dist/_serve.json).
 */
export function securityHeaders(
  serviceUrls: Array<string | undefined>,
  { tagManager = false, inlineScriptHashes = [] }: { tagManager?: boolean; inlineScriptHashes?: string[] } = {},
): Record<string, string> {
  const google = tagManager ? [TAG_MANAGER_ORIGIN] : [];
  const connect = ["'self'", ...originsOf(serviceUrls), ...google].join(" ");
  const csp = [
    // The icon sprite (<use href="/assets/icons-<hash>.svg#name">) must stay same-origin: Chromium and Safari check it
    // against img-src, Firefox against default-src, so neither may drop 'self'.
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes, ...google].join(" "),
    // React writes style attributes (e.g. the carousel's transform); no inline <style> or script is emitted.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...google].join(" "),
    "font-src 'self'",
    `connect-src ${connect}`,
    "frame-src https://www.youtube-nocookie.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
  return {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  };
}
