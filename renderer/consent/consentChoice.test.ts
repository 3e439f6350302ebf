import { describe, expect, it } from "vitest";
import { readChoice, saveChoice, writeConsentCookie } from "./consentChoice.ts";
import { memoryStorage, refusingStorage } from "../../tests/helpers/memoryStorage.ts";

const JAN_15 = new Date(2026, 0, 15, 10).getTime();

describe("consent choice storage", () => {
  it("has no choice before the visitor answers", () => {
    expect(readChoice(memoryStorage(), JAN_15)).toBeUndefined();
  });

  it("keeps a choice for 12 months, then asks again", () => {
    const storage = memoryStorage();
    saveChoice(storage, "aceito", JAN_15);
    expect(readChoice(storage, JAN_15)).toBe("aceito");
    expect(readChoice(storage, new Date(2027, 0, 15, 9, 59).getTime())).toBe("aceito");
    expect(readChoice(storage, new Date(2027, 0, 15, 10).getTime())).toBeUndefined();
    saveChoice(storage, "recusado", JAN_15);
    expect(readChoice(storage, new Date(2026, 11, 31).getTime())).toBe("recusado");
  });

  it("ignores what it cannot trust: other values, a date in the future, broken JSON", () => {
    const storage = memoryStorage();
    for (const raw of [
      '{"escolha":"talvez","em":1}',
      '{"escolha":"aceito"}',
      `{"escolha":"aceito","em":${JAN_15 + 86_400_000}}`,
      "{quebrado",
      '"aceito"',
    ]) {
      storage.setItem("consentimento-cookies", raw);
      expect(readChoice(storage, JAN_15)).toBeUndefined();
    }
  });

  it("does not fail where the browser refuses storage", () => {
    const refusing = refusingStorage();
    expect(() => saveChoice(refusing, "aceito")).not.toThrow();
    expect(readChoice(refusing)).toBeUndefined();
    expect(readChoice(null)).toBeUndefined();
  });

  it("tells the servers in a first-party cookie whether the visitor accepted, and drops the A/B cookies on refusal", () => {
    writeConsentCookie("aceito");
    document.cookie = "ab_oferta_ab=b; Path=/";
    expect(document.cookie).toContain("consentimento=aceito");
    writeConsentCookie("recusado");
    expect(document.cookie).toContain("consentimento=recusado");
    expect(document.cookie).not.toContain("ab_oferta_ab");
  });
});
