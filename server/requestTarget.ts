/**
 * The path and query of a request target: origin-form (`/a?b`) as it is, absolute-form (`http://host/a?b`, which
 * HTTP/1.1 servers must accept) reduced to its path; undefined for anything else.
 */
export function originForm(target: string): string | undefined {
  if (target.startsWith("/")) return target;
  try {
    const url = new URL(target);
    return /^https?:$/.test(url.protocol) ? url.pathname + url.search : undefined;
  } catch {
    return undefined;
  }
}

/** The percent-decoded path of an origin-form target (as the file layer decodes it), or undefined when malformed or holding a NUL. */
export function decodedPath(target: string): string | undefined {
  const pathname = target.split(/[?#]/)[0]!;
  try {
    const decoded = decodeURI(pathname);
    return decoded.includes("\0") ? undefined : decoded;
  } catch {
    return undefined;
  }
}
