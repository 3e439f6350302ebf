// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { ExperimentSplit } from "../../model/experiments/splits.ts";
import { deploymentFor } from "./deployment.ts";
import { nginxConf, siteParts } from "./nginxConf.ts";

const site = { routes: ["/", "/oferta"], tagManager: false, inlineScriptHashes: [], serviceUrls: [] };
const split: ExperimentSplit = {
  name: "oferta-ab",
  route: "/oferta",
  goal: "lead",
  end: "2026-12-31",
  variants: [
    { name: "original", weight: 50 },
    { name: "b", weight: 50 },
  ],
};
const confOn = (day: string, experiments?: ExperimentSplit[]) =>
  nginxConf(siteParts({ ...site, experiments }, day), deploymentFor("https://www.example.com"));

describe("the A/B tests in deploy/nginx.conf", () => {
  it("add nothing to a site without a test running on the build's day", () => {
    const without = confOn("2026-12-01");
    expect(confOn("2026-12-01", [])).toBe(without);
    expect(confOn("2027-01-01", [split])).toBe(confOn("2027-01-01"));
    expect(without).not.toContain("split_clients");
  });

  it("split a running test's address by weight, on consent, before the other locations", () => {
    const conf = confOn("2026-12-01", [split]);
    expect(conf).toContain('split_clients "$request_id" $ab_oferta_ab_draw {\n    50% original;\n    * b;\n}');
    expect(conf).toContain('"~^1:aceito:(.+)$" $1;');
    expect(conf.indexOf('location ~ "^/oferta/?$"')).toBeLessThan(conf.indexOf("location / {"));
    expect(conf).toContain("b /_variantes/oferta-ab/b/index.html;");
  });
});
