import { describe, expect, it } from "vitest";
import type { ChatSettings } from "../../schema/generated/site.ts";
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
