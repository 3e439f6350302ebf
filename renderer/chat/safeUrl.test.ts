// @vitest-environment node
import { copyFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../../model/paths.ts";
import { validateSite } from "../../validator/validateSite.ts";
import { isSafeExternalUrl } from "./safeUrl.ts";

// One rule for links that leave the site: what the renderer shows is exactly what the validator lets through.
const TABLE: Array<[string, boolean]> = [
  ["https://exemplo.com.br/contato", true],
  ["https://wa.me/5544999990000?text=Ol%C3%A1", true],
  ["mailto:contato@exemplo.com.br", true],
  ["tel:+554430000000", true],
  ["https://exa mple.com", false],
  ["https://exemplo.com/a b", false],
  ["https://exemplo.com/\tx", false],
  ["HTTPS://exemplo.com", false],
  ["Mailto:a@b.com", false],
  ["http://exemplo.com", false],
  ["https://", false],
  ["https:///caminho", false],
  ["//exemplo.com", false],
  ["javascript:alert(1)", false],
  ["data:text/html,oi", false],
  [" https://exemplo.com", false],
];

const VALID = join(ROOT, "tests/fixtures/valid");
const dir = mkdtempSync(join(tmpdir(), "safe-url-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The validator's verdict on a page whose one button links to `href`. */
function validatorAccepts(href: string): boolean {
  copyFileSync(join(VALID, "site.json"), join(dir, "site.json"));
  cpSync(join(VALID, "pages"), join(dir, "pages"), { recursive: true });
  const page = {
    route: "/link",
    title: "Link",
    description: "Um botão com link externo.",
    blocks: [{ type: "chatCta", title: "Veja", actions: [{ label: "Abrir", href }] }],
  };
  writeFileSync(join(dir, "pages", "link.json"), JSON.stringify(page, null, 2));
  return validateSite(dir, { publicDir: join(VALID, "public") }).every((problem) => problem.file !== "pages/link.json");
}

describe("the safe external address rule", () => {
  it.each(TABLE)("%j: renderer and validator both say %s", (href, safe) => {
    expect(isSafeExternalUrl(href)).toBe(safe);
    expect(validatorAccepts(href)).toBe(safe);
  });
});
