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

describe("the A/B records in deploy/nginx.conf", () => {
  it("log a consenting visitor's view of a tested page and each conversion beacon, beside the usual access log", () => {
    const conf = confOn("2026-12-01", [split]);
    expect(conf).toContain(
      `log_format ab_registro escape=json '{"em":"$time_iso8601","teste":"$ab_teste_1","variante":"$ab_variante_1","tipo":"$ab_tipo_1","visitante":"$ab_visitante","novo":"$ab_novo"}';`,
    );
    // Each address within the same limit as npm run serve's: past it, the page is answered and the line left out.
    expect(conf).toContain("limit_req_zone $ab_limite zone=ab_registros:1m rate=1r/s;");
    expect(conf).toContain("limit_req zone=ab_registros burst=59 nodelay;\n    limit_req_dry_run on;");
    expect(conf).toContain("access_log /var/log/nginx/ab.log ab_registro if=$ab_logged;");
    // At http level, so that the server's own access log still has every request.
    expect(conf.indexOf("access_log /var/log/nginx/ab.log")).toBeLessThan(conf.indexOf("server {"));
    expect(conf).toContain("location = /_ab/conversao {\n        try_files /_ab_sem_arquivo =204;\n    }");
    expect(conf).toContain('"/_ab/conversao:aceito:POST" 1;');
  });

  it("add no record, no beacon and no visitor cookie to a site without a running test", () => {
    const conf = confOn("2026-12-01");
    for (const line of ["ab_registro", "/_ab/conversao", "ab_visitante"]) expect(conf).not.toContain(line);
  });
});
