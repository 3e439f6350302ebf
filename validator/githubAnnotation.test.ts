import { describe, expect, it } from "vitest";
import { githubAnnotation } from "./githubAnnotation.ts";
import type { Problem } from "./problem.ts";

const problem: Problem = {
  file: "pages/a.json",
  pointer: "/title",
  line: 4,
  column: 12,
  code: "SITE-029",
  message: '"title" está em branco.',
  hint: "Escreva o texto ou remova o campo.",
  details: { field: "title" },
};

describe("githubAnnotation", () => {
  it("locates the problem by file, line and column and names its code and where the guide explains it", () => {
    expect(githubAnnotation(problem, "site.config/pages/a.json")).toBe(
      '::error file=site.config/pages/a.json,line=4,col=12,title=SITE-029::"title" está em branco. Escreva o texto ou remova o campo. (SITE-029: docs/authoring.md#site-029)',
    );
  });

  it("encodes what GitHub would otherwise read as a separator or the end of the command", () => {
    const odd = { ...problem, message: "100% em\nduas linhas\r", hint: "a: b, c" };
    const annotation = githubAnnotation(odd, "pasta, com: vírgula/a.json");
    expect(annotation).toMatch(/^::error file=pasta%2C com%3A vírgula\/a\.json,line=4,col=12,title=SITE-029::/);
    expect(annotation).toContain("::100%25 em%0Aduas linhas%0D a: b, c (SITE-029");
    expect(annotation).not.toMatch(/[\r\n]/);
  });
});
