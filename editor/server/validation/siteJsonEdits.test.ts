import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_DIR, ROOT, SITE_FILE } from "../../../model/paths.ts";
import { parseJsonFile, type JsonFile } from "../../../validator/jsonFile.ts";
import { loadSite, validateLoaded, type LoadedSite } from "../../../validator/validateSite.ts";
import { SitePipeline } from "../../../validator/sitePipeline.ts";

type Json = Record<string, unknown>;

let project: string;
let disk: LoadedSite;

/**
 * A page whose checks read site.json's values themselves: a richText link and an external address made with
 * `{{…}}`, beside texts that only show a value.
 */
const FILLED_PAGE = {
  route: "/valores",
  title: "Valores | {{brand.name}}",
  blocks: [
    {
      type: "richText",
      content: [{ kind: "paragraph", text: "Fale com {{brand.group}} ou [abra um chamado]({{ui.next}}#topo)." }],
    },
    {
      type: "chatCta",
      title: "Sobre {{brand.name}}",
      actions: [{ label: "ENTRAR", href: "{{externalLinks.systemLogin}}" }],
    },
  ],
};

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), "site-json-edits-"));
  const config = join(project, "site.config");
  cpSync(join(ROOT, "site.config"), config, { recursive: true });
  cpSync(join(ROOT, "tests/fixtures/collection"), config, { recursive: true });
  writeFileSync(join(config, "pages/valores.json"), JSON.stringify(FILLED_PAGE));
  disk = loadSite(config);
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

/** The values of site.json that pages name, and some that none does. */
const PATHS = [
  ["brand", "name"],
  ["brand", "group"],
  ["brand", "cnpj"],
  ["contact", "email"],
  ["contact", "salesPhone", "tel"],
  ["externalLinks", "systemLogin"],
  ["externalLinks", "ticketSite"],
  ["ui", "next"],
  ["footer", "about"],
  ["chat", "phone"],
  ["privacy", "route"],
];

/** Values that change what a check says when filled in: links, routes, unsafe addresses, none at all. */
const VALUES = fc.oneof(
  fc.constantFrom(
    undefined,
    "Outra Marca",
    "[aqui](/nao-existe)",
    "[aqui](/preco)",
    "/preco",
    "/nao-existe",
    "https://ok.example/entrar",
    "javascript:alert(1)",
    "mailto:a@b.example",
    42,
    "{{brand.name}}",
    "",
  ),
  fc.string({ maxLength: 12 }),
);

/** site.json with the value at `path` replaced (removed when undefined). */
function edited(site: Json, path: string[], value: unknown): Json {
  const copy = structuredClone(site);
  let parent = copy;
  for (const key of path.slice(0, -1)) {
    if (!parent[key] || typeof parent[key] !== "object") parent[key] = {};
    parent = parent[key] as Json;
  }
  if (value === undefined) delete parent[path.at(-1)!];
  else parent[path.at(-1)!] = value;
  return copy;
}

const parsed = (data: unknown) => parseJsonFile(SITE_FILE, `${JSON.stringify(data, null, 2)}\n`) as JsonFile;
const withSite = (site: JsonFile): LoadedSite => ({ ...disk, site });
const full = (site: JsonFile) => validateLoaded(withSite(site), { publicDir: PUBLIC_DIR });

describe("a site.json edit re-checks only the pages whose problems it can change", () => {
  it("finds the problems a whole check finds, over random sequences of site.json edits", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            from: fc.nat(),
            path: fc.constantFrom(...PATHS),
            value: VALUES,
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (steps) => {
          const check = new SitePipeline({ remember: true });
          // Versions are kept as parsed files and asked about again, as the disk's and the edited one alternate.
          const versions = [disk.site!];
          expect(check.check(withSite(disk.site!), { publicDir: PUBLIC_DIR })).toEqual(full(disk.site!));
          for (const { from, path, value } of steps) {
            const base = versions[from % versions.length]!;
            const next = parsed(edited(base.data as Json, path, value));
            versions.push(next);
            expect(check.check(withSite(next), { publicDir: PUBLIC_DIR })).toEqual(full(next));
            expect(check.check(withSite(base), { publicDir: PUBLIC_DIR })).toEqual(full(base));
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);

  it("re-checks no page after an edit of a value no page names, or one the pages only show", () => {
    const check = new SitePipeline({ remember: true });
    const site = disk.site!.data as Json;
    check.check(withSite(disk.site!), { publicDir: PUBLIC_DIR });
    // Each edit is of site.json as on disk, checked just before it (the editor's disk and edited versions alternate).
    const rechecked = (data: Json) => {
      check.check(withSite(disk.site!), { publicDir: PUBLIC_DIR });
      check.check(withSite(parsed(data)), { publicDir: PUBLIC_DIR });
      return check.rechecked();
    };
    expect(rechecked(edited(site, ["footer", "about"], "Outro texto do rodapé."))).toEqual([]);
    // Nearly every page shows the brand's name, and none makes a link or an address with it.
    expect(rechecked(edited(site, ["brand", "name"], "Outra Marca"))).toEqual([]);
    // The group's name is filled in the richText of two pages, whose links are checked after filling.
    expect(rechecked(edited(site, ["brand", "group"], "Outro Grupo"))).toEqual([
      "pages/privacidade.json",
      "pages/valores.json",
    ]);
    expect(rechecked(edited(site, ["externalLinks", "systemLogin"], "https://outro.example"))).toEqual([
      "pages/valores.json",
    ]);
    // A value that goes away makes a problem wherever a page names it.
    expect(rechecked(edited(site, ["brand", "cnpj"], undefined))).toEqual(["pages/privacidade.json"]);
  });
});
