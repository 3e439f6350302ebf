/**
 * The one rule for a link that leaves the site, used by the renderer (which drops any other) and by the validator
 * (which reports it): a lower-case `https://` with a host, `mailto:` or `tel:`, that parses as a URL and holds no
 * white space or control character (a browser would quietly repair "https://exa mple.com" into some other address).
 */
const SAFE_PREFIX = /^(https:\/\/(?![/\\])|mailto:|tel:)/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const SPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f]/;

/** True for an address the rule above accepts. */
export function isSafeExternalUrl(url: string): boolean {
  if (!SAFE_PREFIX.test(url) || SPACE_OR_CONTROL.test(url)) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol !== "https:" || parsed.hostname !== "";
  } catch {
    return false;
  }
}

/**
 * True for an absolute https: URL with a host: the only kind of link the chat service may hand us. The service's
 * answer is the browser's to normalise (a space in a prefilled text is encoded), so this parses rather than refuses.
 */
export function isHttpsUrl(url: unknown): url is string {
  if (typeof url !== "string") return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && parsed.hostname !== "";
  } catch {
    return false;
  }
}
