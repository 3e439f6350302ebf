import { join } from "node:path";
import { ROOT } from "../../model/paths.ts";

/**
 * Where builds keep what later builds may reuse (rendered pages, compressed copies): SITE_BUILD_CACHE, or
 * .build-cache/ in the project (on the same file system as dist/, so files can be linked; not under node_modules/,
 * which copies of the project used by the tests share by a link). SITE_BUILD_CACHE=off builds everything afresh.
 * Undefined when off.
 */
export function buildCacheDir(): string | undefined {
  const setting = process.env.SITE_BUILD_CACHE?.trim();
  if (setting === "off") return undefined;
  return setting || join(ROOT, ".build-cache");
}
