// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../../model/paths.ts";
import { validateSite } from "../../validator/validateSite.ts";
import { addBenchExperiment } from "./benchExperiment.ts";

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("the experiment bench's test", () => {
  it("is a valid running test of the real page whose variant B differs by its first heading", () => {
    const dir = mkdtempSync(join(tmpdir(), "site-bench-experiment-"));
    made.push(dir);
    cpSync(join(ROOT, "site.config"), join(dir, "site.config"), { recursive: true });
    const test = addBenchExperiment(dir, "anuncios");
    const configDir = join(dir, "site.config");
    expect(validateSite(configDir, { publicDir: join(ROOT, "public") })).toEqual([]);
    const page = JSON.parse(readFileSync(join(configDir, "pages/anuncios.json"), "utf8"));
    const variant = JSON.parse(readFileSync(join(configDir, "experiments", test.name, "b.json"), "utf8"));
    expect(variant.blocks[0].title).toBe(`${page.blocks[0].title} (versão B)`);
    expect(variant.blocks.slice(1)).toEqual(page.blocks.slice(1));
    expect(test).toMatchObject({ route: page.route, variantHtml: `/_variantes/${test.name}/b/index.html` });
    expect(test.variantCookie).toBe("consentimento=aceito; ab_bench_anuncios=b");
  });
});
