import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../../tests/helpers/memoryStorage.ts";

type Modules = {
  startConsent: typeof import("./startConsent.ts").startConsent;
  chooseConsent: typeof import("./consentStore.ts").chooseConsent;
};

/** Fresh modules for each test: Tag Manager is requested at most once per page load. */
async function modules(): Promise<Modules> {
  vi.resetModules();
  const [{ startConsent }, { chooseConsent }] = await Promise.all([
    import("./startConsent.ts"),
    import("./consentStore.ts"),
  ]);
  return { startConsent, chooseConsent };
}

const tagManagerScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[src^="https://www.googletagmanager.com/"]')].map(
    (script) => script.src,
  );
/** The data layer as plain values (gtag's commands are `arguments` objects). */
const layer = () =>
  (window.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === "[object Arguments]" ? Array.from(entry as ArrayLike<unknown>) : entry,
  );

const denied = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
};
const granted = {
  ad_storage: "granted",
  ad_user_data: "granted",
  ad_personalization: "granted",
  analytics_storage: "granted",
};

beforeEach(() => {
  delete window.dataLayer;
});
afterEach(() => {
  document.querySelectorAll("script").forEach((script) => script.remove());
});

describe("startConsent", () => {
  it("without a container id, only reads the stored choice (an A/B test's banner needs it): no Consent Mode, no request", async () => {
    const storage = memoryStorage();
    storage.setItem("consentimento-cookies", JSON.stringify({ escolha: "aceito", em: Date.now() - 1000 }));
    const { startConsent } = await modules();
    startConsent(undefined, storage);
    const { consentState } = await import("./consentStore.ts");
    expect(consentState().choice).toBe("aceito");
    expect(document.cookie).toContain("consentimento=aceito");
    expect(window.dataLayer).toBeUndefined();
    expect(tagManagerScripts()).toEqual([]);
  });

  it("sets Consent Mode's defaults (all denied) as gtag commands and loads nothing before a choice", async () => {
    const { startConsent } = await modules();
    startConsent("GTM-TESTE1", memoryStorage());
    expect(layer()).toEqual([["consent", "default", denied]]);
    expect(Object.prototype.toString.call(window.dataLayer![0])).toBe("[object Arguments]");
    expect(tagManagerScripts()).toEqual([]);
  });

  it("on acceptance grants consent, then requests Tag Manager once", async () => {
    const { startConsent, chooseConsent } = await modules();
    startConsent("GTM-TESTE1", memoryStorage());
    chooseConsent("aceito");
    chooseConsent("aceito");
    expect(layer()).toEqual([
      ["consent", "default", denied],
      ["consent", "update", granted],
      { "gtm.start": expect.any(Number), event: "gtm.js" },
    ]);
    expect(tagManagerScripts()).toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-TESTE1"]);
  });

  it("on refusal never requests Tag Manager", async () => {
    const { startConsent, chooseConsent } = await modules();
    startConsent("GTM-TESTE1", memoryStorage());
    chooseConsent("recusado");
    expect(layer()).toEqual([["consent", "default", denied]]);
    expect(tagManagerScripts()).toEqual([]);
  });

  it("tells Tag Manager when an acceptance is withdrawn", async () => {
    const { startConsent, chooseConsent } = await modules();
    startConsent("GTM-TESTE1", memoryStorage());
    chooseConsent("aceito");
    chooseConsent("recusado");
    expect(layer().at(-1)).toEqual(["consent", "update", denied]);
  });

  it("loads Tag Manager at once on a later visit when the stored choice is an acceptance", async () => {
    const storage = memoryStorage();
    storage.setItem("consentimento-cookies", JSON.stringify({ escolha: "aceito", em: Date.now() - 1000 }));
    const { startConsent } = await modules();
    startConsent("GTM-TESTE1", storage);
    expect(layer().slice(0, 2)).toEqual([
      ["consent", "default", denied],
      ["consent", "update", granted],
    ]);
    expect(tagManagerScripts()).toHaveLength(1);
  });
});
