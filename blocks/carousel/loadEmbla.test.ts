import EmblaCarousel from "embla-carousel";
import { expect, it } from "vitest";
import { loadEmbla } from "./loadEmbla.ts";

it("loadEmbla resolves to Embla's factory, the package's default export", async () => {
  expect(await loadEmbla()).toBe(EmblaCarousel);
});
