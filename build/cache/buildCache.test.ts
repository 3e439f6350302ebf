// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  BROTLI_11_AT_MOST,
  compressedCopies,
  FIRST_ROUND_TRIP_BODY_BYTES,
  firstRoundTripCheck,
  nearFirstRoundTrip,
  PRECOMPRESSED,
  precompressBuild,
} from "../precompress.ts";
import { BlobStore, contentHash } from "./blobStore.ts";
import { namesIn, RouteCache, routeKey, type RouteFiles } from "./routeCache.ts";

let dir: string;
let dist: string;
let cacheDir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "build-cache-"));
  dist = join(dir, "dist");
  cacheDir = join(dir, "cache");
  mkdirSync(dist);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes a build file as the prerender does and returns its entry for the route's list. */
function writeBuildFile(path: string, content: string): [string, string] {
  const file = join(dist, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  return [path, contentHash(content)];
}

/** Empties dist/ as Vite does at the start of a build. */
function emptyDist(): void {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist);
}

const read = (path: string) => readFileSync(join(dist, path), "utf8");

describe("the route cache", () => {
  it("puts a route's files back, their compressed copies included, in the next build, and only for the same key", async () => {
    const key = routeKey("build-1", "/preco", '{"title":"Preços"}');
    const first = new RouteCache(cacheDir, dist, {});
    const files: RouteFiles = [
      writeBuildFile("/preco/index.html", "<h1>Preços</h1>"),
      writeBuildFile("/_data/preco.json", "{}"),
    ];
    first.record(key, files);
    await precompressBuild(dist, new BlobStore(join(cacheDir, "files")));

    emptyDist();
    const next = new RouteCache(cacheDir, dist, first.index);
    expect(next.restore(routeKey("build-2", "/preco", '{"title":"Preços"}'))).toBe(false);
    expect(next.restore(routeKey("build-1", "/preco", '{"title":"Preços!"}'))).toBe(false);
    expect(existsSync(join(dist, "preco/index.html"))).toBe(false);
    expect(next.restore(key)).toBe(true);
    expect(read("/preco/index.html")).toBe("<h1>Preços</h1>");
    expect(read("/_data/preco.json")).toBe("{}");
    expect(brotliDecompressSync(readFileSync(join(dist, "preco/index.html.br"))).toString()).toBe("<h1>Preços</h1>");
    expect(gunzipSync(readFileSync(join(dist, "preco/index.html.gz"))).toString()).toBe("<h1>Preços</h1>");
    expect(next.index).toEqual({ [key]: files });
  });

  it("replaces a file already at the path (Vite's index.html, which the home page takes over)", () => {
    const key = routeKey("b", "/", "{}");
    const first = new RouteCache(cacheDir, dist, {});
    first.record(key, [writeBuildFile("/index.html", "<h1>Início</h1>")]);
    emptyDist();
    writeBuildFile("/index.html", '<div id="root"></div>');
    expect(new RouteCache(cacheDir, dist, first.index).restore(key)).toBe(true);
    expect(read("/index.html")).toBe("<h1>Início</h1>");
  });

  it("renders again a route whose kept files were forgotten", () => {
    const key = routeKey("b", "/x", "{}");
    const first = new RouteCache(cacheDir, dist, {});
    first.record(key, [writeBuildFile("/x/index.html", "x")]);
    emptyDist();
    expect(new BlobStore(join(cacheDir, "files")).forgetUnused()).toBe(1);
    expect(new RouteCache(cacheDir, dist, first.index).restore(key)).toBe(false);
  });
  it("keeps a route rendered again with the same content (after a change of code) for the build after", () => {
    const first = new RouteCache(cacheDir, dist, {});
    first.record(routeKey("code-1", "/x", "{}"), [writeBuildFile("/x/index.html", "x")]);
    emptyDist();
    const second = new RouteCache(cacheDir, dist, first.index);
    const key = routeKey("code-2", "/x", "{}");
    expect(second.restore(key)).toBe(false);
    second.record(key, [writeBuildFile("/x/index.html", "x")]);
    // The second build's dist/ is the only one left: the kept file must be linked from it, not from the first one.
    expect(new BlobStore(join(cacheDir, "files")).forgetUnused()).toBe(0);
    emptyDist();
    expect(new RouteCache(cacheDir, dist, second.index).restore(key)).toBe(true);
    expect(read("/x/index.html")).toBe("x");
  });

  it("places a file many routes share once, and still lists it for each route", () => {
    const shared = writeBuildFile("/assets/rest-abc.css", ".a{}");
    const first = new RouteCache(cacheDir, dist, {});
    const keys = ["/a", "/b"].map((path) => routeKey("b", path, "{}"));
    first.record(keys[0]!, [shared, writeBuildFile("/a/index.html", "a")]);
    first.record(keys[1]!, [shared, writeBuildFile("/b/index.html", "b")]);
    emptyDist();
    const next = new RouteCache(cacheDir, dist, first.index);
    expect(keys.map((key) => next.restore(key))).toEqual([true, true]);
    expect(read("/assets/rest-abc.css")).toBe(".a{}");
    expect(next.index[keys[1]!]).toEqual([shared, ["/b/index.html", contentHash("b")]]);
  });
});

describe("precompressing with a store", () => {
  it("links the copies an earlier build made of the same content instead of compressing again, and forgets unused ones", async () => {
    const store = new BlobStore(join(cacheDir, "files"));
    writeBuildFile("/assets/app-1.js", "console.log('app');".repeat(50));
    writeBuildFile("/sobre/index.html", "<p>antes</p>");
    await precompressBuild(dist, store);
    const kept = statSync(join(dist, "assets/app-1.js.br")).ino;

    emptyDist();
    writeBuildFile("/assets/app-1.js", "console.log('app');".repeat(50));
    writeBuildFile("/sobre/index.html", "<p>depois</p>");
    expect(await precompressBuild(dist, store)).toBe(2);
    expect(statSync(join(dist, "assets/app-1.js.br")).ino).toBe(kept);
    expect(brotliDecompressSync(readFileSync(join(dist, "sobre/index.html.br"))).toString()).toBe("<p>depois</p>");
    // "antes" and its two copies are linked from no build file any more.
    expect(store.forgetUnused()).toBe(2);
  });

  it("forgets what the last build used and this one does not, and only that, once it knows the last build's names", async () => {
    const build = async (text: string) => {
      emptyDist();
      const routes = new RouteCache(cacheDir, dist, {});
      routes.record(routeKey("b", "/sobre", text), [writeBuildFile("/sobre/index.html", text)]);
      const store = new BlobStore(join(cacheDir, "files"));
      await precompressBuild(dist, store);
      return store.forgetAllBut(new Set([...namesIn(routes.index), ...store.used]));
    };
    expect(await build("<p>um</p>")).toBe(0); // no list yet: every kept file looked at
    // A file kept by a build that stopped half-way is in no list: only a full look forgets it.
    const stray = new BlobStore(join(cacheDir, "files"));
    writeBuildFile("/stray.html", "stray");
    stray.keep(join(dist, "stray.html"), "stray-name");
    expect(await build("<p>dois</p>")).toBe(3); // "um" and its two compressed copies
    expect(existsSync(join(cacheDir, "files", "st", "stray-name"))).toBe(true);
    expect(await build("<p>dois</p>")).toBe(0); // the same files: nothing to forget, nothing lost
    expect(brotliDecompressSync(readFileSync(join(dist, "sobre/index.html.br"))).toString()).toBe("<p>dois</p>");
    expect(statSync(join(dist, "sobre/index.html")).nlink).toBe(2);
  });

  it("compresses a content once: a file with the same content and rule gets a link to the first one's copies", async () => {
    const data = JSON.stringify({ title: "Preços", blocks: ["hero", "faq"] });
    writeBuildFile("/_data/preco.json", data);
    writeBuildFile("/assets/page-1a2b.json", data);
    writeBuildFile("/_data/sobre.json", "{}");
    expect(await precompressBuild(dist)).toBe(3);
    for (const suffix of [".br", ".gz"]) {
      expect(statSync(join(dist, `_data/preco.json${suffix}`)).ino).toBe(
        statSync(join(dist, `assets/page-1a2b.json${suffix}`)).ino,
      );
      expect(statSync(join(dist, `_data/sobre.json${suffix}`)).nlink).toBe(1);
    }
    expect(brotliDecompressSync(readFileSync(join(dist, "assets/page-1a2b.json.br"))).toString()).toBe(data);
  });

  it("leaves copies already beside a file alone and writes only the missing one", async () => {
    writeBuildFile("/a.html", "<p>a</p>");
    writeFileSync(join(dist, "a.html.br"), "já estava");
    expect(await precompressBuild(dist)).toBe(1);
    expect(readFileSync(join(dist, "a.html.br"), "utf8")).toBe("já estava");
    expect(gunzipSync(readFileSync(join(dist, "a.html.gz"))).toString()).toBe("<p>a</p>");
  });
});

describe("a page's HTML near the first round trip", () => {
  const words = "nota fiscal estoque financeiro caixa cliente produto venda emissão contador certificado plano".split(
    " ",
  );
  /** `lines` paragraphs of words picked by a fixed sequence: text that compresses like a page's, the same every run. */
  function pageOf(lines: number): string {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const paragraph = (index: number) =>
      `<p class="c${index % 7}">${Array.from({ length: 8 }, () => words[Math.floor(next() * words.length)]).join(" ")}</p>`;
    return Array.from({ length: lines }, (_, index) => paragraph(index)).join("\n");
  }
  const brotliAt = (text: string, quality: number) =>
    brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;
  /** The shortest page whose Brotli 6 output is over the first round trip. */
  function justOver(): string {
    let lines = 1000;
    while (brotliAt(pageOf(lines), 6) <= FIRST_ROUND_TRIP_BODY_BYTES) lines += 20;
    return pageOf(lines);
  }

  it("is worth compressing harder only when 6 misses the first round trip by what 11 can save", () => {
    expect(nearFirstRoundTrip(FIRST_ROUND_TRIP_BODY_BYTES)).toBe(false);
    expect(nearFirstRoundTrip(FIRST_ROUND_TRIP_BODY_BYTES + 1)).toBe(true);
    expect(nearFirstRoundTrip(Math.floor(FIRST_ROUND_TRIP_BODY_BYTES / BROTLI_11_AT_MOST))).toBe(true);
    expect(nearFirstRoundTrip(Math.ceil(FIRST_ROUND_TRIP_BODY_BYTES / BROTLI_11_AT_MOST) + 1)).toBe(false);
  });

  it("is compressed harder and arrives in the first round trip; pages under it or far over keep 6", async () => {
    const near = justOver();
    const short = pageOf(200);
    const long = pageOf(4000);
    writeBuildFile("/near/index.html", near);
    writeBuildFile("/short/index.html", short);
    writeBuildFile("/long/index.html", long);
    await precompressBuild(dist);
    const sent = (path: string) => readFileSync(join(dist, path));
    expect(brotliDecompressSync(sent("near/index.html.br")).toString()).toBe(near);
    expect(sent("near/index.html.br").length).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BODY_BYTES);
    expect(brotliAt(near, 6)).toBeGreaterThan(FIRST_ROUND_TRIP_BODY_BYTES);
    expect(sent("short/index.html.br").length).toBe(brotliAt(short, 6));
    expect(sent("long/index.html.br").length).toBe(brotliAt(long, 6));
  });

  it("gets the same compressed copies from the content in hand and its first-round-trip check as from the file", async () => {
    const pages = { near: justOver(), short: pageOf(200), long: pageOf(4000) };
    for (const [name, html] of Object.entries(pages)) writeBuildFile(`/read/${name}/index.html`, html);
    await precompressBuild(dist);
    const copies = compressedCopies();
    for (const [name, html] of Object.entries(pages)) {
      const [path, hash] = writeBuildFile(`/${name}/index.html`, html);
      const content = Buffer.from(html);
      const { brotli6 } = firstRoundTripCheck(content);
      // The long pages' check made the Brotli 6 copy their `.br` starts from; a short page's did not need one.
      expect(brotli6 !== undefined).toBe(name !== "short");
      await copies(join(dist, path), path, PRECOMPRESSED, { content, name: hash, brotli6 });
      for (const { suffix } of PRECOMPRESSED)
        expect(
          readFileSync(join(dist, `${path}${suffix}`)).equals(readFileSync(join(dist, `read${path}${suffix}`))),
        ).toBe(true);
    }
  });
});
