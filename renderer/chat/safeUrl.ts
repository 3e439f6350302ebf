/** Schemes a config link may use. */
const SAFE_SCHEMES = new Set(["https:", "mailto:", "tel:"]);

/** True for an absolute https:, mailto: or tel: URL. */
export function isSafeExternalUrl(url: string): boolean {
  try {
    return SAFE_SCHEMES.has(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** True for an absolute https: URL with a host: the only kind of link the chat service may hand us. */
export function isHttpsUrl(url: unknown): url is string {
  if (typeof url !== "string") return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && parsed.hostname !== "";
  } catch {
    return false;
  }
}
