/** Name of the anti-forgery cookie and of the header that echoes it. */
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";

/** The value of a cookie in a `document.cookie` string, or undefined. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(";")) {
    const [key, ...rest] = pair.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/** Relative URLs (same origin by construction) are the only ones that get the token. */
function isRelative(url: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith("//");
}

/**
 * The anti-forgery header for a request, when it applies: non-GET, relative URL, cookie present. The cookies are read
 * only then: reading `document.cookie` asks the browser's network process and waits for its answer.
 */
export function xsrfHeader(method: string, url: string, readCookies: () => string): Record<string, string> {
  if (method.toUpperCase() === "GET" || !isRelative(url)) return {};
  const token = readCookie(readCookies(), XSRF_COOKIE);
  return token ? { [XSRF_HEADER]: token } : {};
}
