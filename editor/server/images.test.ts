// @vitest-environment node
import { describe, expect, it } from "vitest";
import { PUBLIC_DIR } from "../../model/paths.ts";
import { listImages } from "./images.ts";

describe("listImages", () => {
  it("lists public/img/ with each image's natural size, as the pages cite them", () => {
    const images = listImages(PUBLIC_DIR);
    expect(images.length).toBeGreaterThan(10);
    expect(images).toContainEqual({ src: "/img/hero-anuncios.svg", width: 640, height: 480 });
    expect(images.every((image) => image.src.startsWith("/img/") && image.width > 0 && image.height > 0)).toBe(true);
  });
});
