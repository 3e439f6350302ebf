import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { campaignFrom, isAcceptableValue } from "./campaignParams.ts";

const fromQuery = (query: string) => campaignFrom(new URLSearchParams(query));

describe("campaignFrom", () => {
  it("keeps the seven standard parameters of an address, decoded", () => {
    expect(
      fromQuery(
        "?utm_source=google&utm_medium=cpc&utm_campaign=black+friday&utm_term=erp%20nuvem&utm_content=anuncio-1&gclid=Cj0KCQ_x&fbclid=IwAR2",
      ),
    ).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "black friday",
      utm_term: "erp nuvem",
      utm_content: "anuncio-1",
      gclid: "Cj0KCQ_x",
      fbclid: "IwAR2",
    });
  });

  it("ignores every other parameter and keeps the first of a repeated one", () => {
    expect(fromQuery("?nome=Maria&email=maria%40exemplo.com&utm_source=meta&utm_source=outro&ref=x")).toEqual({
      utm_source: "meta",
    });
  });

  it("drops garbage values and keeps the good ones beside them", () => {
    const query = new URLSearchParams({
      utm_source: "x".repeat(5 * 1024),
      utm_medium: "cpc\u0000",
      utm_campaign: "javascript:alert(document.cookie)",
      utm_term: "linha\nnova",
      utm_content: "   ",
      gclid: "ok-123",
      fbclid: "\u202eevil",
    });
    expect(campaignFrom(query)).toEqual({ gclid: "ok-123" });
  });

  it("accepts accents, spaces and the usual punctuation of campaign names", () => {
    expect(fromQuery("?utm_campaign=Promoção%20de%20Verão%20|%202025%20(SP)")).toEqual({
      utm_campaign: "Promoção de Verão | 2025 (SP)",
    });
  });
});

describe("isAcceptableValue", () => {
  it("accepts 200 characters and refuses 201", () => {
    expect(isAcceptableValue("a".repeat(200))).toBe(true);
    expect(isAcceptableValue("a".repeat(201))).toBe(false);
  });

  it.each(["javascript:alert(1)", " JavaScript:void(0)", "vbscript:x", "data:text/html,oi", "JAVASCRIPT :x"])(
    "refuses the script address %s",
    (value) => {
      expect(isAcceptableValue(value)).toBe(false);
    },
  );

  it("never keeps a value with a control character", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 0x1f }), fc.string(), (before, code, after) => {
        expect(isAcceptableValue(`${before}${String.fromCharCode(code)}${after}`)).toBe(false);
      }),
    );
  });

  it("never keeps a value longer than 200 characters", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 201, maxLength: 600 }), (value) => {
        expect(isAcceptableValue(value)).toBe(false);
      }),
    );
  });
});
