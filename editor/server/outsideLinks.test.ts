// @vitest-environment node
import { callApi, projectContext } from "./testApiCall.ts";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { EditorContext } from "./api.ts";

/** A file outside the config folder that a link in it leads to: the editor must never serve its content. */
const SECRET = '{ "route": "/segredo", "title": "Texto de fora da pasta", "rows": [] }\n';
const REFUSED = "O arquivo é um link que leva para fora da pasta de configuração; ele não foi lido.";

let parent: string;
let context: EditorContext;

beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), "editor-links-"));
  const config = join(parent, "site.config");
  mkdirSync(join(config, "pages"), { recursive: true });
  mkdirSync(join(config, "collections"));
  writeFileSync(join(parent, "secret.json"), SECRET);
  writeFileSync(join(config, "pages", "home.json"), '{ "route": "/", "title": "Início" }\n');
  symlinkSync(join(config, "pages", "home.json"), join(config, "pages", "inicio.json"));
  for (const file of ["pages/vazada.json", "collections/vazada.json", "site.json"])
    symlinkSync(join(parent, "secret.json"), join(config, file));
  context = projectContext(parent);
});
afterEach(() => rmSync(parent, { recursive: true, force: true }));

const call = (method: string, path: string) => callApi(context, method, path);

describe("a link in site.config/ that leads outside it, through the editor's API", () => {
  it.each([
    ["a page", "pages/vazada", "pages/vazada.json"],
    ["a collection", "collections/vazada", "collections/vazada.json"],
    ["site.json", "site", "site.json"],
  ])(
    "is refused when %s is opened, with the validator's problem and never the file's content",
    async (_, path, file) => {
      const answer = await call("GET", path);
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        reason: "refused",
        message: `${file}: ${REFUSED} Troque ${file} por uma cópia do arquivo, dentro de site.config/.`,
      });
    },
  );

  it("lists the page without the outside file's title or route", async () => {
    const answer = await call("GET", "pages");
    expect(JSON.stringify(answer.body)).not.toContain("segredo");
  });

  it("still opens a page linked to another file inside the folder", async () => {
    const answer = await call("GET", "pages/inicio");
    expect(answer).toMatchObject({ status: 200, body: { data: { route: "/", title: "Início" } } });
  });
});
