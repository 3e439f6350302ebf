// @vitest-environment node
import { cpSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../model/paths.ts";
import { formatProblem } from "./problem.ts";
import { validateSite } from "./validateSite.ts";

const VALID = join(ROOT, "tests/fixtures/valid");
const root = mkdtempSync(join(tmpdir(), "links-validate-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("npm run validate and the links of public/", () => {
  it("reports a link that leads out of public/ (through other links too) on the link, not one to a file of public/", () => {
    cpSync(VALID, join(root, "repo"), { recursive: true });
    const [config, publicDir] = [join(root, "repo"), join(root, "repo", "public")];
    writeFileSync(join(root, "environ"), "SEGREDO=1");
    symlinkSync(join(root, "environ"), join(publicDir, "img", "foto.png"));
    symlinkSync("..", join(publicDir, "acima"));
    symlinkSync("foto.png", join(publicDir, "img", "mesma-foto.png"));
    symlinkSync("logo.svg", join(publicDir, "img", "marca.svg"));
    expect(validateSite(config, { publicDir }).map(formatProblem)).toEqual([
      "public/acima:1:1  “public/acima” é um link para .., fora de public/.  " +
        "Troque o link por uma cópia do próprio arquivo em public/, ou apague-o.  SITE-063",
      `public/img/foto.png:1:1  “public/img/foto.png” é um link para ${join(root, "environ")}, fora de public/.  ` +
        "Troque o link por uma cópia do próprio arquivo em public/, ou apague-o.  SITE-063",
      "public/img/mesma-foto.png:1:1  “public/img/mesma-foto.png” é um link para foto.png, fora de public/.  " +
        "Troque o link por uma cópia do próprio arquivo em public/, ou apague-o.  SITE-063",
    ]);
  });

  it("reports public/ itself when it is a link: the build would copy the folder it leads to", () => {
    cpSync(VALID, join(root, "linked"), { recursive: true });
    const [config, publicDir] = [join(root, "linked"), join(root, "linked", "public")];
    // The folder it leads to holds the site's files, and the build machine's secrets beside them.
    const secrets = join(root, "segredos");
    renameSync(publicDir, secrets);
    writeFileSync(join(secrets, "environ"), "SEGREDO=1");
    symlinkSync(secrets, publicDir);
    expect(validateSite(config, { publicDir }).map(formatProblem)).toEqual([
      `public:1:1  “public” é um link para ${secrets}, fora de public/.  ` +
        "Troque o link por uma cópia do próprio arquivo em public/, ou apague-o.  SITE-063",
    ]);
  });
});
