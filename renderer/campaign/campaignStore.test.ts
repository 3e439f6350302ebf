import { beforeEach, describe, expect, it } from "vitest";
import { currentCampaign, rememberCampaign } from "./campaignStore.ts";
import { memoryStorage, refusingStorage } from "../../tests/helpers/memoryStorage.ts";

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
});

describe("rememberCampaign", () => {
  it("keeps the landing address's campaign for the later pages of the visit", () => {
    expect(rememberCampaign("?utm_source=google&utm_medium=cpc&gclid=X", storage)).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      gclid: "X",
    });
    expect(rememberCampaign("", storage)).toEqual({ utm_source: "google", utm_medium: "cpc", gclid: "X" });
    expect(currentCampaign()).toEqual({ utm_source: "google", utm_medium: "cpc", gclid: "X" });
  });

  it("lets the first campaign of the visit win over a later one", () => {
    rememberCampaign("?utm_source=google&utm_campaign=bf", storage);
    expect(rememberCampaign("?utm_source=meta&fbclid=Y", storage)).toEqual({
      utm_source: "google",
      utm_campaign: "bf",
    });
  });

  it("takes the first campaign that comes, even when the visit started without one", () => {
    expect(rememberCampaign("?q=erp", storage)).toEqual({});
    expect(rememberCampaign("?utm_source=meta", storage)).toEqual({ utm_source: "meta" });
  });

  it("stores nothing when the address has only garbage", () => {
    expect(
      rememberCampaign(`?utm_source=${"x".repeat(5000)}&utm_medium=javascript:alert(1)&utm_campaign=%00`, storage),
    ).toEqual({});
    expect(storage.length).toBe(0);
  });

  it("checks what it finds stored again, as something else on the page may have written it", () => {
    storage.setItem(
      "campanha",
      JSON.stringify({ utm_source: "javascript:alert(1)", utm_medium: "cpc", nome: "Maria" }),
    );
    expect(rememberCampaign("", storage)).toEqual({ utm_medium: "cpc" });
    storage.setItem("campanha", "{não é json");
    expect(rememberCampaign("?utm_source=google", storage)).toEqual({ utm_source: "google" });
  });

  it("still holds the campaign for this page when the browser refuses session storage", () => {
    const refusing = refusingStorage();
    expect(rememberCampaign("?utm_source=google", refusing)).toEqual({ utm_source: "google" });
    expect(rememberCampaign("?utm_source=google", null)).toEqual({ utm_source: "google" });
    expect(currentCampaign()).toEqual({ utm_source: "google" });
  });
});
