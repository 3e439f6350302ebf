// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { replaceDist } from "./replaceDist.ts";

let dir: string;
let dist: string;
let next: string;
let builds: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "replace-dist-"));
  dist = join(dir, "dist");
  builds = join(dir, ".dist-builds");
  next = join(builds, "next");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A build folder holding one page with the given text. */
function build(folder: string, text: string): void {
  mkdirSync(join(folder, "preco"), { recursive: true });
  writeFileSync(join(folder, "preco", "index.html"), text);
}
const page = () => readFileSync(join(dist, "preco", "index.html"), "utf8");

describe("replacing dist/ with a finished build", () => {
  it("puts the new build in its place and moves the old one out of the way", () => {
    build(dist, "antes");
    build(next, "depois");
    replaceDist(next, dist, builds);
    expect(page()).toBe("depois");
    expect(existsSync(next)).toBe(false);
    // The old build is out of dist/ at once (deleted in the background): nothing of it is served.
    expect(readdirSync(dist)).toEqual(["preco"]);
  });

  it("makes the first build dist/ when there was none", () => {
    build(next, "primeira");
    replaceDist(next, dist, builds);
    expect(page()).toBe("primeira");
  });

  it("leaves the old build in place when there is no new one to put there", () => {
    build(dist, "antes");
    mkdirSync(builds);
    expect(() => replaceDist(next, dist, builds)).toThrow();
    expect(page()).toBe("antes");
  });
});
