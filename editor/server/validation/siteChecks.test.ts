import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PUBLIC_DIR, ROOT } from "../../../model/paths.ts";
import { loadSite, validateLoaded } from "../../../validator/validateSite.ts";
import { DiskSite } from "./diskSite.ts";
import { fullCheck } from "./fullCheck.ts";
import { SitePipeline } from "../../../validator/sitePipeline.ts";
import { SiteChecks, type Question } from "./siteChecks.ts";

type Json = Record<string, unknown> & { rows?: Array<Record<string, string>> };

let project: string;
const config = () => join(project, "site.config");
const publicDir = () => join(project, "public");
const path = (file: string) => join(config(), file);
/** A file as on disk, or as first copied when a step removed it (an edit then creates it again). */
const read = (file: string) => {
  const copied = [path(file), join(ROOT, "site.config", file), join(ROOT, "tests/fixtures/collection", file)];
  return JSON.parse(
    readFileSync(
      copied.find((at) => existsSync(at))!,
      "utf8",
    ),
  ) as Json;
};
const write = (file: string, data: unknown) => writeFileSync(path(file), `${JSON.stringify(data, null, 2)}\n`);

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), "recheck-"));
  cpSync(join(ROOT, "site.config"), config(), { recursive: true });
  cpSync(join(ROOT, "tests/fixtures/collection"), config(), { recursive: true });
  cpSync(PUBLIC_DIR, publicDir(), { recursive: true });
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

/** What the editor answered before it kept the site in memory. */
const reference = <Q extends Question>(question: Q) => fullCheck(config(), publicDir(), question);

const PAGES = ["home", "preco", "recursos", "sobre", "privacidade", "segmento", "sistema-para"];
const TEMPLATE = "sistema-para";
const COLLECTION = "collections/segmentos-cidades.json";

/** An edit of one file, as data: applied to what the file holds on disk now. */
type Edit =
  | {
      file: "page";
      name: string;
      change: "route" | "title" | "blank" | "block" | "link" | "rowLink" | "image";
      other: string;
    }
  | { file: "site"; change: "brand" | "email" | "privacy"; other: string }
  | { file: "collection"; change: "slug" | "field" | "row" | "template" };

const edits: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({
    file: fc.constant("page" as const),
    name: fc.constantFrom(...PAGES),
    change: fc.constantFrom("route", "title", "blank", "block", "link", "rowLink", "image"),
    other: fc.constantFrom(...PAGES),
  }),
  fc.record({
    file: fc.constant("site" as const),
    change: fc.constantFrom("brand", "email", "privacy"),
    other: fc.constantFrom(...PAGES),
  }),
  fc.record({ file: fc.constant("collection" as const), change: fc.constantFrom("slug", "field", "row", "template") }),
);

const routeOf = (name: string) => String(read(`pages/${name}.json`).route);

/** The question that asks about an edit, and the file and data to write when it is saved. */
function apply(edit: Edit, step: number): { question: Question; file: string; data: Json } {
  if (edit.file === "site") {
    const data = read("site.json");
    const brand = data.brand as Json;
    const contact = data.contact as Json;
    if (edit.change === "brand") data.brand = { ...brand, name: `Marca ${step}` };
    if (edit.change === "email") data.contact = { ...contact, email: undefined };
    if (edit.change === "privacy") data.privacy = { ...(data.privacy as Json), route: routeOf(edit.other) };
    return { question: { kind: "site", data }, file: "site.json", data };
  }
  if (edit.file === "collection") {
    const data = read(COLLECTION);
    const rows = data.rows!;
    if (edit.change === "slug" && rows.length > 1) rows[1] = { ...rows[1]!, slug: rows[0]!.slug! };
    if (edit.change === "field" && rows.length > 0) delete rows[0]!.cidade;
    if (edit.change === "row") rows.push({ ...rows[rows.length - 1]!, slug: `linha-${step}` });
    if (edit.change === "template") data.page = data.page === TEMPLATE ? "nao-existe" : TEMPLATE;
    return { question: { kind: "collection", name: "segmentos-cidades", data }, file: COLLECTION, data };
  }
  const file = `pages/${edit.name}.json`;
  const data = read(file);
  const blocks = (data.blocks ?? []) as Json[];
  if (edit.change === "route") data.route = edit.name === edit.other ? `/nova-${step}` : routeOf(edit.other);
  if (edit.change === "title") data.title = 42;
  if (edit.change === "blank") data.title = "   ";
  if (edit.change === "block") data.blocks = [...blocks, { type: "faq" }];
  if (edit.change === "link") {
    const cta = { type: "chatCta", title: "Veja também", actions: [{ label: "VER", to: routeOf(edit.other) }] };
    data.blocks = [...blocks, cta];
  }
  // In the template, a route made with each row's fields: checked row by row and reported on the collection's rows.
  if (edit.change === "rowLink") {
    const cta = { type: "chatCta", title: "Na sua cidade", actions: [{ label: "VER", to: "/{{row.slug}}" }] };
    data.blocks = [...blocks, cta];
  }
  if (edit.change === "image")
    data.blocks = [...blocks, { type: "banner", title: "Imagem", image: { src: "/img/nova.svg", alt: "" } }];
  return { question: { kind: "page", name: edit.name, data }, file, data };
}

describe("the editor's re-checks of a site kept in memory", () => {
  it("answer as the validator run on the whole site, over a sequence of edits asked about, saved, removed and undone", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            edit: edits,
            then: fc.constantFrom("ask", "save", "save", "remove", "image", "without"),
          }),
          { minLength: 2, maxLength: 6 },
        ),
        (steps) => {
          // Each run starts from the site as copied: the steps of a run build on each other.
          rmSync(config(), { recursive: true, force: true });
          cpSync(join(ROOT, "site.config"), config(), { recursive: true });
          cpSync(join(ROOT, "tests/fixtures/collection"), config(), { recursive: true });
          rmSync(join(publicDir(), "img/nova.svg"), { force: true });
          const checks = new SiteChecks(config(), publicDir());
          const disk = new DiskSite(config());
          const check = new SitePipeline({ remember: true });
          steps.forEach(({ edit, then }, step) => {
            const { question, file, data } = apply(edit, step);
            expect(checks.answer(question)).toEqual(reference(question));
            if (then === "save") write(file, data);
            if (then === "remove" && file.startsWith("pages/")) rmSync(path(file), { force: true });
            if (then === "image") writeFileSync(join(publicDir(), "img/nova.svg"), "<svg/>");
            if (then === "without" && question.kind === "page") {
              const without = { kind: "without", name: question.name } as const;
              expect(checks.answer(without)).toEqual(reference(without));
            }
            const whole = validateLoaded(loadSite(config()), { publicDir: publicDir() });
            expect(check.check(disk.refresh(), { publicDir: publicDir() })).toEqual(whole);
          });
        },
      ),
      { numRuns: 10 },
    );
    // Each step validates the whole site three times for the comparison: slow beside other test files on a busy CI.
  }, 120_000);

  it("reads a file written on disk between two questions, with no watcher telling it", () => {
    const checks = new SiteChecks(config(), publicDir());
    const question = { kind: "page" as const, name: "recursos", data: read("pages/recursos.json") };
    expect(checks.answer(question).problems).toEqual([]);
    write("pages/preco.json", { ...read("pages/preco.json"), route: "/precos" });
    const { problems } = checks.answer(question);
    expect(problems.map((problem) => problem.code)).toContain("SITE-027");
    expect(problems).toEqual(reference(question).problems);
  });

  it("checks a route the template makes with each row's fields on every row, then again when a row changes", () => {
    const disk = new DiskSite(config());
    const check = new SitePipeline({ remember: true });
    const full = () => validateLoaded(loadSite(config()), { publicDir: publicDir() });
    const template = read(`pages/${TEMPLATE}.json`);
    const cta = { type: "chatCta", title: "Na sua cidade", actions: [{ label: "VER", to: "/{{row.slug}}" }] };
    write(`pages/${TEMPLATE}.json`, { ...template, blocks: [...(template.blocks as Json[]), cta] });
    const rowProblems = () =>
      check.check(disk.refresh(), { publicDir: publicDir() }).filter((problem) => problem.file === COLLECTION);
    expect(rowProblems().map((problem) => problem.code)).toContain("SITE-048");
    expect(check.check(disk.refresh(), { publicDir: publicDir() })).toEqual(full());
    const collection = read(COLLECTION);
    write(COLLECTION, { ...collection, rows: collection.rows!.slice(0, 1) });
    expect(rowProblems()).toHaveLength(1);
    expect(check.check(disk.refresh(), { publicDir: publicDir() })).toEqual(full());
  });

  it("sees an image come to public/ and go from it, for a page on disk that shows it", () => {
    const disk = new DiskSite(config());
    const check = new SitePipeline({ remember: true });
    const page = read("pages/sobre.json");
    const image = { type: "banner", title: "Imagem", image: { src: "/img/nova.svg", alt: "" } };
    write("pages/sobre.json", { ...page, blocks: [...(page.blocks as Json[]), image] });
    const codes = () => check.check(disk.refresh(), { publicDir: publicDir() }).map((problem) => problem.code);
    expect(codes()).toContain("SITE-030");
    writeFileSync(join(publicDir(), "img/nova.svg"), "<svg/>");
    expect(codes()).not.toContain("SITE-030");
    rmSync(join(publicDir(), "img/nova.svg"));
    expect(codes()).toContain("SITE-030");
  });
});
