import { describe, expect, it } from "vitest";
import type { ChatSettings } from "../../schema/generated/site.ts";
import { leadOrigin } from "./leadOrigin.ts";
import { campaignOrigin, messageWithOrigin } from "./originText.ts";

const chat: ChatSettings = {
  phone: "5544999990000",
  baseUrl: "https://wa.me/",
  campaignInMessage: true,
  campaignText: "(origem: {origem})",
};

describe("campaignOrigin", () => {
  it("joins source, medium and campaign, those present", () => {
    expect(campaignOrigin({ utm_source: "google", utm_medium: "cpc", utm_campaign: "black-friday", gclid: "X" })).toBe(
      "google / cpc / black-friday",
    );
    expect(campaignOrigin({ utm_source: "meta", utm_campaign: "bf" })).toBe("meta / bf");
    expect(campaignOrigin({ gclid: "X", utm_term: "erp" })).toBeUndefined();
  });
});

describe("messageWithOrigin", () => {
  it("ends the message with the configured origin text when campaignInMessage is on", () => {
    expect(messageWithOrigin("Olá!", chat, { utm_source: "google", utm_medium: "cpc", utm_campaign: "bf" })).toBe(
      "Olá! (origem: google / cpc / bf)",
    );
  });

  it("leaves the message unchanged when it is off (or absent), or when the visit has no origin", () => {
    const campaign = { utm_source: "google" };
    expect(messageWithOrigin("Olá!", { ...chat, campaignInMessage: false }, campaign)).toBe("Olá!");
    expect(messageWithOrigin("Olá!", { ...chat, campaignInMessage: undefined }, campaign)).toBe("Olá!");
    expect(messageWithOrigin("Olá!", chat, { gclid: "X" })).toBe("Olá!");
  });

  it("writes a campaign value as it is, even one that looks like a replacement pattern", () => {
    expect(messageWithOrigin("Oi", chat, { utm_source: "$&$'$`" })).toBe("Oi (origem: $&$'$`)");
  });
});

describe("leadOrigin", () => {
  it("ends a tested page view's origin with the test and variant in words, beside their own fields", () => {
    const campaign = { utm_source: "google", utm_medium: "cpc", utm_campaign: "bf" };
    expect(leadOrigin(campaign, { test: "home-depoimentos", variant: "b" })).toEqual({
      ...campaign,
      experimento: "home-depoimentos",
      variante: "b",
      resumo: "google / cpc / bf · teste home-depoimentos, variante b",
    });
    expect(leadOrigin({}, { test: "home-ab", variant: "original" }).resumo).toBe("teste home-ab, variante original");
  });

  it("is the campaign as it was outside a test", () => {
    expect(leadOrigin({ utm_source: "meta" }, undefined)).toEqual({ utm_source: "meta" });
  });
});
