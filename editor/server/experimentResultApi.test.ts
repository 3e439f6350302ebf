// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { EditorContext } from "./api.ts";
import { callApi, projectContext } from "./testApiCall.ts";
import { visitorSecret } from "../../model/experimentData/visitorSecret.ts";
import { visitorSigner } from "../../model/experiments/visitorSignature.ts";

let parent: string;
let context: EditorContext;

beforeEach(async () => {
  parent = mkdtempSync(join(tmpdir(), "editor-resultado-"));
  const config = join(parent, "site.config");
  mkdirSync(join(config, "experiments"), { recursive: true });
  const test = { name: "Home", page: "home", goal: "lead", status: "running", variants: [] as object[] };
  test.variants = [
    { name: "original", weight: 50 },
    { name: "b", weight: 50 },
  ];
  writeFileSync(join(config, "experiments", "home-ab.json"), JSON.stringify(test));
  const data = join(parent, ".data", "experiments");
  // The ids as the site's server signs them, with the secret it keeps in its data folder.
  const signer = visitorSigner(visitorSecret({}, data, { create: true }) as string);
  const [visitor1, visitor2] = [await signer.issue(), await signer.issue()];
  const line = (variante: string, tipo: string, visitante: string) =>
    JSON.stringify({ teste: "home-ab", variante, tipo, visitante });
  writeFileSync(
    join(parent, ".data", "experiments", "home-ab.jsonl"),
    [line("b", "impressao", visitor1), line("b", "lead", visitor1), line("original", "impressao", visitor2)].join("\n"),
  );
  context = projectContext(parent);
});
afterEach(() => rmSync(parent, { recursive: true, force: true }));

describe("a test's result through the editor's API", () => {
  it("answers the counts from the project's .data/experiments on the dev server, with the verdict sentence", async () => {
    const answer = await callApi(context, "GET", "testes/home-ab/resultado");
    expect(answer.status).toBe(200);
    const body = answer.body as {
      verdict: { variants: Array<{ name: string; visitors: number; conversions: number }> };
      sentence: string;
    };
    expect(body.verdict.variants.map(({ name, visitors, conversions }) => [name, visitors, conversions])).toEqual([
      ["original", 1, 0],
      ["b", 1, 1],
    ]);
    expect(body.sentence).toMatch(/^Ainda inconclusivo: /);
  });

  it("reads the data folder the service names", async () => {
    const answer = await callApi(
      { ...context, experimentData: { dataDir: join(parent, "vazia") } },
      "GET",
      "testes/home-ab/resultado",
    );
    const body = answer.body as { verdict: { variants: Array<{ visitors: number }> } };
    expect(body.verdict.variants.map((variant) => variant.visitors)).toEqual([0, 0]);
  });

  it("refuses a test that does not exist, in Portuguese", async () => {
    const answer = await callApi(context, "GET", "testes/outro/resultado");
    expect(answer).toEqual({ status: 404, body: { reason: "refused", message: 'Não há teste A/B chamado "outro".' } });
  });
});
