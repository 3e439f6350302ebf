import { describe, expect, it } from "vitest";
import { formatProblem } from "./problem.ts";
import { parseJsonFile, type JsonFile } from "./jsonFile.ts";
import { runningTestProblems } from "./launchExperimentChecks.ts";

const json = (file: string, data: unknown) => parseJsonFile(file, JSON.stringify(data, null, 2)) as JsonFile;
const consent = {
  title: "Cookies",
  text: "Medimos anúncios.",
  accept: "Aceitar",
  reject: "Recusar",
  preferences: "Preferências",
};
const test = (status: string) => json("experiments/home-ab.json", { name: "Home", page: "home", status });

describe("the launch check of a running A/B test", () => {
  it("asks for the banner's first-party words when the site has no Tag Manager, on site.json's consent texts", () => {
    const site = json("site.json", { name: "Site", consent });
    expect(runningTestProblems(site, [test("running"), test("paused")]).map(formatProblem)).toEqual([
      "site.json:3:3  O teste A/B “home-ab” está em andamento, e o aviso de cookies não tem o “Texto sem Tag Manager”.  " +
        "Escreva em “Texto sem Tag Manager” (consent.firstPartyText) o que o site mede para o teste e por quê.  SITE-064",
    ]);
  });

  it("says nothing with those words, with a Tag Manager container, or without a running test", () => {
    const withWords = json("site.json", { consent: { ...consent, firstPartyText: "O próprio site mede." } });
    const withTagManager = json("site.json", { consent, tagManager: { containerId: "GTM-ABC1234" } });
    expect(runningTestProblems(withWords, [test("running")])).toEqual([]);
    expect(runningTestProblems(withTagManager, [test("running")])).toEqual([]);
    expect(runningTestProblems(json("site.json", { consent }), [test("ended")])).toEqual([]);
  });
});
