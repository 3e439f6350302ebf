import { afterEach, describe, expect, it, vi } from "vitest";
import { clockYear, currentYear, placeholdersFrom } from "./currentYear.ts";
import { interpolate } from "./interpolate.ts";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("currentYear", () => {
  it("is the clock's year where no build fixed one (validator, server, tests)", () => {
    vi.useFakeTimers({ now: new Date(2031, 5, 1) });
    expect(clockYear()).toBe("2031");
    vi.useRealTimers();
    expect(currentYear).toBe(String(new Date().getFullYear()));
  });

  it("is the build's year in the built site, whatever the visitor's clock says", async () => {
    vi.stubGlobal("__BUILD_YEAR__", "2029");
    vi.useFakeTimers({ now: new Date(2031, 0, 1) });
    const built = await import("./currentYear.ts");
    expect(built.currentYear).toBe("2029");
    expect(built.placeholdersFrom({}).year).toBe("2029");
  });
});

describe("placeholdersFrom", () => {
  it("fills {{year}} and site.json's own paths, leaving site.json as it was", () => {
    const siteJson = { brand: { name: "Gestor" }, footer: { copyright: "© {{year}} {{brand.name}}" } };
    expect(interpolate(siteJson.footer.copyright, placeholdersFrom(siteJson))).toBe(`© ${currentYear} Gestor`);
    expect(siteJson).toEqual({ brand: { name: "Gestor" }, footer: { copyright: "© {{year}} {{brand.name}}" } });
  });
});
