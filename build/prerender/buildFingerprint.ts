import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../../model/paths.ts";
import type { BuildShared } from "./pageWriter.ts";

/** Every file under a folder whose name passes `keep`, sorted, as absolute paths. */
function filesUnder(dir: string, keep: (name: string) => boolean = () => true): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => keep(name) && statSync(join(dir, name)).isFile())
    .sort()
    .map((name) => join(dir, name));
}

/**
 * Everything a build's pages are made from besides each page's own data: the template, the stylesheet, the client's
 * chunks, site.json (filled in), the server bundle (the renderer and the blocks, and the build's year), the build's
 * own code (head tags, structured data, the stylesheet split) and the locked dependencies (React renders outside
 * the bundle). Any change to one of them renders every page again.
 */
export function buildFingerprint(shared: Omit<BuildShared, "fingerprint">, ssrDir: string): string {
  const hash = createHash("sha256");
  const add = (part: string | Buffer) => hash.update(part).update("\0");
  for (const part of [
    shared.template,
    shared.siteCss,
    shared.manifest,
    shared.cssModuleClasses,
    shared.browserRoutes,
    shared.site,
  ])
    add(typeof part === "string" ? part : JSON.stringify(part));
  const code = [
    ...filesUnder(ssrDir),
    ...filesUnder(join(ROOT, "build"), (name) => name.endsWith(".ts")),
    join(ROOT, "package-lock.json"),
  ];
  for (const file of code) add(file.slice(ROOT.length)).update(readFileSync(file));
  return hash.digest("base64url");
}
