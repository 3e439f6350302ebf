import { describe, expect, it } from "vitest";
import { serviceUrlProblem } from "./serviceUrls.ts";

describe("serviceUrlProblem", () => {
  it("accepts empty variables (the local stand-ins) and absolute http(s) URLs", () => {
    expect(serviceUrlProblem({})).toBeUndefined();
    expect(serviceUrlProblem({ SITE_API_BASE_URL: "", SITE_CONTACT_URL: "" })).toBeUndefined();
    expect(
      serviceUrlProblem({
        SITE_API_BASE_URL: "https://links.exemplo.com.br/api",
        SITE_CONTACT_URL: "http://127.0.0.1:9000/contato",
      }),
    ).toBeUndefined();
  });

  it.each([
    "/api",
    "links.exemplo.com.br",
    "javascript:alert(1)",
    "ftp://exemplo.com.br",
    "https://",
    "mailto:a@b.c",
    "//links.exemplo.com.br",
  ])("names the variable and the value %s in one line", (value) => {
    expect(serviceUrlProblem({ SITE_CONTACT_URL: value })).toBe(
      `SITE_CONTACT_URL="${value}" não é um endereço http(s) completo: use algo como https://servico.exemplo.com.br, ou deixe a variável vazia para usar o serviço local de teste.`,
    );
  });
});
