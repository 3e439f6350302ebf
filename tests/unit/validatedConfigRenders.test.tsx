import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { render } from "@testing-library/react";
import fc from "fast-check";
import { MemoryRouter } from "react-router-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageConfig } from "../../schema/generated/page.ts";
import type { SiteConfig } from "../../schema/generated/site.ts";
import siteJson from "../../site.config/site.json";
import { placeholdersFrom } from "../../model/content/currentYear.ts";
import { interpolate } from "../../model/content/interpolate.ts";
import { pageDataFor } from "../../model/routing/pageData.ts";
import { SiteApp } from "../../renderer/SiteApp.tsx";
import { DEFAULT_CONFIG_DIR, SCHEMA_DIR } from "../../model/paths.ts";
import { validateSite } from "../../validator/validateSite.ts";
import { schemaArbitrary } from "../helpers/schemaArbitrary.ts";
import { loadAllBlocks } from "../helpers/blocks.ts";

const LINK = "gerado";
const source = placeholdersFrom(siteJson);
const site = interpolate(siteJson as object, source) as SiteConfig;

/**
 * Random values rarely pass the cross-file checks (images that exist, declared chat links, known routes), so
 * half the generated pages are nudged towards them: every image points at an existing file and every button
 * at a single real destination. The rest keep whatever the generator made.
 */
function nudge(value: unknown, key = ""): unknown {
  if (Array.isArray(value)) return value.map((item) => nudge(item, key));
  if (!value || typeof value !== "object") return value;
  const object = Object.fromEntries(
    Object.entries(value).map(([childKey, child]) => [childKey, nudge(child, childKey)]),
  );
  if ("src" in object && "alt" in object) object.src = "/img/logo.svg";
  if (["action", "actions", "fallbackChat"].includes(key) && "label" in object) {
    const { chat, to, href, ...rest } = object as Record<string, unknown>;
    return chat !== undefined
      ? { ...rest, chat: LINK }
      : to !== undefined
        ? { ...rest, to: "/home" }
        : href !== undefined
          ? { ...rest, href: "https://exemplo.com.br" }
          : { ...rest, chat: LINK };
  }
  return object;
}

const pageArbitrary = fc
  .record({
    blocks: fc.array(schemaArbitrary(join(SCHEMA_DIR, "page.schema.json"), "/definitions/block"), {
      minLength: 1,
      maxLength: 3,
    }),
    title: fc.string({ minLength: 1, maxLength: 70 }),
    description: fc.string({ minLength: 1, maxLength: 160 }),
    nudged: fc.boolean(),
  })
  .map(({ blocks, title, description, nudged }) => ({
    $schema: "../../schema/page.schema.json",
    route: "/gerada/:cnpj",
    title,
    description,
    links: { [LINK]: { message: "Olá! Mensagem gerada." } },
    blocks: (nudged ? nudge(blocks) : blocks) as unknown[],
  }));

/** Renders one page config the way the site does: the whole app, at an address of the page. */
function renderPage(config: PageConfig) {
  const address = "/gerada/11222333000181";
  const page = pageDataFor(address, [{ name: "gerada", config: interpolate(config, source) }]);
  return render(
    <MemoryRouter initialEntries={[address]}>
      <SiteApp site={site} initial={page} browserRoutes={[config.route]} />
    </MemoryRouter>,
  );
}

beforeAll(() => loadAllBlocks());

const workDir = mkdtempSync(join(tmpdir(), "site-config-"));
cpSync(DEFAULT_CONFIG_DIR, workDir, { recursive: true });
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe("a page config generated from the schemas", () => {
  it("renders without throwing when the validator accepts it, and gets positioned messages when it does not", () => {
    const outcomes = { accepted: 0, rejected: 0 };
    fc.assert(
      fc.property(pageArbitrary, (page) => {
        writeFileSync(join(workDir, "pages", "gerada.json"), JSON.stringify(page, null, 2));
        const problems = validateSite(workDir);
        if (problems.length === 0) {
          outcomes.accepted += 1;
          const { container, unmount } = renderPage(page as unknown as PageConfig);
          expect(container.querySelectorAll("main [data-block]").length).toBeGreaterThanOrEqual(page.blocks.length);
          unmount();
          return;
        }
        outcomes.rejected += 1;
        for (const problem of problems) {
          expect(problem.file).toBe("pages/gerada.json");
          expect(problem.line).toBeGreaterThanOrEqual(1);
          expect(problem.column).toBeGreaterThanOrEqual(1);
          expect(problem.message.length).toBeGreaterThan(0);
          expect(problem.hint.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 100 },
    );
    // Both paths must actually be exercised, or the property says nothing.
    console.info(`configs geradas: ${outcomes.accepted} aceitas, ${outcomes.rejected} recusadas`);
    expect(outcomes.accepted).toBeGreaterThan(10);
    expect(outcomes.rejected).toBeGreaterThan(10);
  }, 120_000);
});
