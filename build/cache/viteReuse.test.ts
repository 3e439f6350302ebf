// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { build } from "vite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { writeBuildFile } from "../prerender/pageWriter.ts";
import { buildDefines } from "../vite/buildDefines.ts";
import { buildSettings, whyRebuild, type ViteBuildRecord } from "./viteInputs.ts";
import { RECORD_ENV, requestedRecorder, viteBuildRecorder } from "./viteRecorder.ts";
import { readKeptRecord, restoreBuild } from "./viteStore.ts";

let root: string;
let cacheDir: string;
let outDir: string;

/**
 * A tiny site: a page showing a small image, a module importing another, a stylesheet that @imports another and shows
 * a small image, the three from folders no module is in (Vite inlines small images as data), a public image, a lock
 * file and the build's npm script.
 */
const FIXTURE: Record<string, string> = {
  "index.html":
    '<!doctype html><html><body><img src="./pics/photo.svg" alt=""><script type="module" src="/src/main.js"></script></body></html>',
  "src/main.js": 'import { greeting } from "./greeting.js";\nimport "./style.css";\ndocument.body.append(greeting);\n',
  "src/greeting.js": 'export const greeting = "Olá";\n',
  "src/style.css": '@import "../theme/colors.css";\nbody { margin: 0; background: url("../art/dot.svg") }\n',
  "theme/colors.css": "body { color: navy }\n",
  "art/dot.svg": "<svg xmlns='http://www.w3.org/2000/svg'><circle r='1'/></svg>",
  "pics/photo.svg": "<svg xmlns='http://www.w3.org/2000/svg'><rect width='1' height='1'/></svg>",
  "public/img/logo.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
  "package.json": '{"scripts":{"build:client":"vite build"}}',
  "package-lock.json": '{"lockfileVersion":3}',
};

const write = (path: string, content: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "vite-reuse-"));
  cacheDir = join(root, ".build-cache");
  outDir = join(root, "dist");
  for (const [path, content] of Object.entries(FIXTURE)) write(path, content);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The settings the fixture's build depends on, now. */
const settings = () => buildSettings(root, "client");

/**
 * Builds the fixture as scripts/build.ts builds the site's client, recorder included; returns the kept record. The
 * build starts after the fixture was written (a millisecond later: a file saved in the millisecond the build starts
 * counts as saved during it).
 */
async function buildFixture(startedAt = Date.now() + 1): Promise<ViteBuildRecord> {
  await build({
    root,
    configFile: false,
    logLevel: "silent",
    // vite.config.ts's constants, which the recorder checks against build/vite/buildDefines.ts.
    define: buildDefines(),
    plugins: [viteBuildRecorder({ kind: "client", settings: settings(), startedAt }, cacheDir)],
  });
  return readKeptRecord(cacheDir, "client")!;
}

/** Why the build must run again while the fixture's `path` holds `content`; the fixture's own content is put back. */
function reasonWhileEdited(record: ViteBuildRecord, path: string, content: string): string | undefined {
  write(path, content);
  try {
    return whyRebuild(root, record, settings());
  } finally {
    write(path, FIXTURE[path]!);
  }
}

/** Every file under a folder with its bytes. */
function tree(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .map((file) => [relative(dir, file), readFileSync(file).toString("base64")]),
  );
}

describe("a kept Vite build", () => {
  it("lists the modules, the @imported stylesheet, the inlined images, the public files and the root's files", async () => {
    const record = await buildFixture();
    expect(Object.keys(record.files)).toEqual(
      expect.arrayContaining(["index.html", "src/main.js", "src/greeting.js", "src/style.css", "theme/colors.css"]),
    );
    expect(Object.keys(record.files)).toEqual(expect.arrayContaining(["art/dot.svg", "pics/photo.svg"]));
    expect(Object.keys(record.files)).toEqual(expect.arrayContaining(["public/img/logo.svg", "package-lock.json"]));
    expect(Object.keys(record.folders)).toEqual(expect.arrayContaining(["", "src", "theme", "art", "public/img"]));
    expect(record.doubt).toBeUndefined();
    expect(Object.keys(record.output)).toEqual(expect.arrayContaining(["index.html", "img/logo.svg"]));
    expect(whyRebuild(root, record, settings())).toBeUndefined();
  }, 30_000);

  it("is kept when `npm run editor:build` writes the editor's build beside the project's files", async () => {
    const record = await buildFixture();
    write(".editor-dist/editor/app/index.html", "<!doctype html>\n");
    try {
      expect(whyRebuild(root, record, settings())).toBeUndefined();
    } finally {
      rmSync(join(root, ".editor-dist"), { recursive: true });
    }
  }, 30_000);

  it("must be built again when a file it read changes, is deleted, or a file appears beside one", async () => {
    const record = await buildFixture();
    expect(reasonWhileEdited(record, "src/greeting.js", 'export const greeting = "Oi";\n')).toBe(
      "src/greeting.js mudou",
    );
    expect(reasonWhileEdited(record, "theme/colors.css", "body { color: teal }\n")).toBe("theme/colors.css mudou");
    expect(
      reasonWhileEdited(record, "art/dot.svg", "<svg xmlns='http://www.w3.org/2000/svg'><circle r='2'/></svg>"),
    ).toBe("art/dot.svg mudou");
    expect(reasonWhileEdited(record, "pics/photo.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>")).toBe(
      "pics/photo.svg mudou",
    );
    expect(whyRebuild(root, record, settings())).toBeUndefined();
    // ./greeting.js would still resolve to the same file, but a new module beside the others is not ruled out.
    write("src/greeting.ts", "export const greeting = 1;\n");
    expect(whyRebuild(root, record, settings())).toBe("arquivo novo ou apagado em src/");
    rmSync(join(root, "src/greeting.ts"));
    write("postcss.config.js", "export default {};\n");
    expect(whyRebuild(root, record, settings())).toBe("arquivo novo ou apagado na raiz do projeto");
    rmSync(join(root, "postcss.config.js"));
    write("public/img/new.svg", "<svg/>");
    expect(whyRebuild(root, record, settings())).toBe("arquivo novo ou apagado em public/img/");
    rmSync(join(root, "public/img/new.svg"));
    rmSync(join(root, "public/img/logo.svg"));
    expect(whyRebuild(root, record, settings())).toBe("public/img/logo.svg foi apagado");
  }, 30_000);

  it("must be built again when the lock file, Node, its command or an environment variable it reads change", async () => {
    const record = await buildFixture();
    expect(reasonWhileEdited(record, "package-lock.json", '{"lockfileVersion":3,"packages":{}}')).toBe(
      "package-lock.json mudou",
    );
    expect(whyRebuild(root, record, { ...settings(), node: "v99.0.0" })).toBe("mudou a versão do Node");
    const command = FIXTURE["package.json"]!.replace("vite build", "vite build --minify false");
    expect(reasonWhileEdited(record, "package.json", command)).toBe("mudou o comando da build");
    process.env.SITE_API_BASE_URL_TEST = "https://servico.exemplo.com.br";
    try {
      expect(whyRebuild(root, record, settings())).toBe("mudou a variável de ambiente SITE_API_BASE_URL_TEST");
    } finally {
      delete process.env.SITE_API_BASE_URL_TEST;
    }
    expect(whyRebuild(root, record, settings())).toBeUndefined();
  }, 30_000);

  it("is never reused when a file changed while it ran, or it imports files by a name pattern", async () => {
    expect(whyRebuild(root, await buildFixture(0), settings())).toMatch(/ mudou durante a build anterior$/);
    write("src/main.js", `${FIXTURE["src/main.js"]}import.meta.glob("./*.js", { eager: true });\n`);
    expect(whyRebuild(root, await buildFixture(), settings())).toBe("src/main.js importa arquivos por padrão de nome");
  }, 30_000);

  it("is put back byte for byte, and stays intact when the prerender replaces a file of it", async () => {
    const record = await buildFixture();
    const built = tree(outDir);
    rmSync(outDir, { recursive: true });
    expect(restoreBuild(cacheDir, "client", outDir, record)).toBe(true);
    expect(tree(outDir)).toEqual(built);
    // The home page takes Vite's index.html over: the kept copy, linked there, must not change with it.
    writeBuildFile(join(outDir, "index.html"), "<h1>Início</h1>");
    expect(restoreBuild(cacheDir, "client", outDir, record)).toBe(true);
    expect(tree(outDir)).toEqual(built);
  }, 30_000);

  it("is built again rather than put back when a kept file was changed", async () => {
    const record = await buildFixture();
    const [first] = Object.keys(record.output);
    const kept = join(cacheDir, "vite", "client", "output", first!);
    writeFileSync(kept, "mudado");
    expect(restoreBuild(cacheDir, "client", outDir, record)).toBe(false);
  }, 30_000);
});

describe("vite.config.ts's recorder", () => {
  it("records only a build scripts/build.ts runs, and only with a build cache", () => {
    const { [RECORD_ENV]: asked, SITE_BUILD_CACHE: cache } = process.env;
    try {
      delete process.env[RECORD_ENV];
      expect(requestedRecorder()).toBeUndefined();
      process.env[RECORD_ENV] = JSON.stringify({ kind: "server", settings: {}, startedAt: Date.now() });
      expect(requestedRecorder()?.name).toBe("vite-build-recorder");
      process.env.SITE_BUILD_CACHE = "off";
      expect(requestedRecorder()).toBeUndefined();
    } finally {
      Object.assign(process.env, { [RECORD_ENV]: asked, SITE_BUILD_CACHE: cache });
      if (asked === undefined) delete process.env[RECORD_ENV];
      if (cache === undefined) delete process.env.SITE_BUILD_CACHE;
    }
  });
});
