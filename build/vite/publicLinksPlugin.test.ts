// @vitest-environment node
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "vite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { publicLinksPlugin } from "./publicLinksPlugin.ts";

const SECRET = "root:x:0:0:segredo-da-maquina-de-build";
let root: string;
let outside: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "links-site-"));
  // Stands for /etc/passwd and /proc/self/environ: files of the build's machine, outside the project.
  outside = mkdtempSync(join(tmpdir(), "links-outside-"));
  writeFileSync(join(outside, "passwd"), SECRET);
  mkdirSync(join(outside, "pasta"));
  writeFileSync(join(outside, "pasta", "environ"), SECRET);
  writeFileSync(join(root, "index.html"), "<!doctype html><title>Site</title><p>Olá</p>");
  mkdirSync(join(root, "public", "img"), { recursive: true });
  writeFileSync(join(root, "public", "img", "logo.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

/** A real Vite build of the little site into dist/, with the plugin (as vite.config.ts has it) or without. */
function buildSite(plugins = [publicLinksPlugin(join(root, "site.config"))]) {
  return build({ root, configFile: false, logLevel: "silent", plugins });
}

/** Every file the build wrote, followed or not, and whether any holds the secret. */
function distHoldsSecret(): boolean {
  const dist = join(root, "dist");
  if (!existsSync(dist)) return false;
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() || entry.isSymbolicLink())
    .some((entry) => readFileSync(join(entry.parentPath, entry.name), "utf8").includes(SECRET));
}

describe("a build with a symbolic link in public/", () => {
  it("would publish what the link points to without the check: Vite's copy follows links", async () => {
    symlinkSync(join(outside, "passwd"), join(root, "public", "img", "passwd.png"));
    await buildSite([]);
    expect(distHoldsSecret()).toBe(true);
  });

  it("stops, naming each link that leads out of public/ (a file, a folder, a broken one), and writes nothing of them", async () => {
    symlinkSync(join(outside, "passwd"), join(root, "public", "img", "passwd.png"));
    symlinkSync(join(outside, "pasta"), join(root, "public", "segredos"));
    symlinkSync("../nao-existe.png", join(root, "public", "img", "quebrado.png"));
    const failure = await buildSite().then(
      () => "built",
      (error: Error) => error.message,
    );
    expect(failure).toContain("Configuração do site inválida (3 problema(s)):");
    expect(failure).toContain(
      `../public/img/passwd.png:1:1  “public/img/passwd.png” é um link para ${join(outside, "passwd")}, fora de public/.  ` +
        "Troque o link por uma cópia do próprio arquivo em public/, ou apague-o.  SITE-063",
    );
    expect(failure).toContain(`../public/segredos:1:1  “public/segredos” é um link para ${join(outside, "pasta")}`);
    expect(failure).toContain(
      "../public/img/quebrado.png:1:1  “public/img/quebrado.png” é um link para ../nao-existe.png",
    );
    expect(distHoldsSecret()).toBe(false);
  });

  it("builds as usual with a link from one file of public/ to another", async () => {
    symlinkSync("logo.svg", join(root, "public", "img", "marca.svg"));
    await buildSite();
    expect(readFileSync(join(root, "dist", "img", "marca.svg"), "utf8")).toContain("<svg");
  });
});
