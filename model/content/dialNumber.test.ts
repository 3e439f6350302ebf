import { describe, expect, it } from "vitest";
import { placeholdersFrom } from "./currentYear.ts";
import { interpolate } from "./interpolate.ts";
import { dialNumber } from "./dialNumber.ts";

describe("the number a phone's link dials", () => {
  it("is made from the phone as the marketer typed it, with Brazil's country code", () => {
    expect(dialNumber({ display: "(44) 3333-4444" })).toBe("+554433334444");
    expect(dialNumber({ display: "(11) 98765-4321" })).toBe("+5511987654321");
  });

  it("keeps a country code the marketer wrote, and dials 0800 numbers as written", () => {
    expect(dialNumber({ display: "+1 (415) 555-0100" })).toBe("+14155550100");
    expect(dialNumber({ display: "0800 123 4567" })).toBe("08001234567");
  });

  it("is the dialled number an older site.json wrote beside the shown one", () => {
    expect(dialNumber({ display: "(44) 3000-0000", tel: "+554430009999" })).toBe("+554430009999");
  });

  it("fills {{contact.salesPhone.tel}} in page texts when site.json only has the shown phone", () => {
    const site = { contact: { email: "a@b.co", salesPhone: { display: "(44) 3333-4444" } } };
    expect(interpolate("tel:{{contact.salesPhone.tel}}", placeholdersFrom(site))).toBe("tel:+554433334444");
  });
});
