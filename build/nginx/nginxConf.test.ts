import { describe, expect, it } from "vitest";
import { securityHeaders as serverHeaders } from "../../server/securityHeaders.ts";
import { IMMUTABLE } from "../../server/cachePolicy.ts";
import { deploymentFor } from "./deployment.ts";
import { nginxConf, siteParts, type NginxSite } from "./nginxConf.ts";

const site: NginxSite = {
  routes: ["/", "/preco", "/pagamento/:cnpj", "/404"],
  tagManager: false,
  inlineScriptHashes: ["'sha256-AAAA'"],
  serviceUrls: ["", undefined],
};
const deployment = { root: "/srv/site/dist", serverNames: ["www.exemplo.com.br"], include: "/etc/nginx/site.d/*.conf" };
const lines = (text: string) => text.split("\n").map((line) => line.trim());
const headerValue = (conf: string, name: string) =>
  lines(conf)
    .filter((line) => line.startsWith(`add_header ${name} `))
    .map((line) => /^add_header \S+ "(.*)" always;$/.exec(line)?.[1]);

describe("nginxConf", () => {
  it("sends the headers `npm run serve` sends for the same build, Tag Manager and services' addresses", () => {
    const withAll = { ...site, tagManager: true, serviceUrls: ["https://links.exemplo.com/api", undefined] };
    for (const built of [site, withAll]) {
      const conf = nginxConf(siteParts(built), deployment);
      const expected = serverHeaders(built.serviceUrls, built);
      for (const [name, value] of Object.entries(expected)) expect(headerValue(conf, name), name).toEqual([value]);
    }
  });

  it("keeps hashed build files for a year and revalidates everything else", () => {
    const conf = lines(nginxConf(siteParts(site), deployment));
    expect(conf).toContain(`~^/assets/ "${IMMUTABLE}";`);
    expect(conf).toContain('default "no-cache";');
    expect(conf).toContain("add_header Cache-Control $site_cache_control always;");
  });

  it("puts each part's http lines before the server block and its server lines inside, in the parts' order", () => {
    const split = { http: ["split_clients $remote_addr $variante { 50% a; * b; }"], server: ["set $teste 1;"] };
    const conf = nginxConf([...siteParts(site), split], deployment);
    const at = (text: string) => conf.indexOf(text);
    expect(at("split_clients")).toBeGreaterThan(at("map $uri"));
    expect(at("split_clients")).toBeLessThan(at("server {"));
    expect(at("    set $teste 1;")).toBeGreaterThan(at("    location / {"));
    expect(conf.trimEnd().endsWith("}")).toBe(true);
  });

  it("is written for the deployment: its root, the host names of site.json's address and its own lines", () => {
    const conf = lines(nginxConf(siteParts(site), deploymentFor("https://www.gestornuvem.example")));
    expect(conf).toContain("root /srv/site/dist;");
    expect(conf).toContain("server_name www.gestornuvem.example gestornuvem.example;");
    expect(conf).toContain("include /etc/nginx/site.d/*.conf;");
    expect(deploymentFor("https://exemplo.com.br").serverNames).toEqual(["exemplo.com.br"]);
  });
});
