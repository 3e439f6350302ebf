// @vitest-environment node
import { describe, expect, it } from "vitest";
import { blockPreloads, type Manifest } from "./chunks.ts";

const manifest: Manifest = {
  "index.html": { file: "assets/index.js", isEntry: true, imports: ["_react.js"] },
  "_react.js": { file: "assets/react.js" },
  "_icon.js": { file: "assets/icon.js", imports: ["_react.js"] },
  "blocks/faq/Faq.tsx": { file: "assets/Faq.js", imports: ["_react.js"] },
  "blocks/steps/Steps.tsx": { file: "assets/Steps.js", imports: ["_icon.js", "_react.js"] },
  "blocks/cardGrid/CardGrid.tsx": { file: "assets/CardGrid.js", imports: ["_icon.js"] },
};

describe("blockPreloads", () => {
  it("lists each block's chunk and its shared chunks once, without what the entry already loads", () => {
    expect(blockPreloads(manifest, ["blocks/steps/Steps.tsx", "blocks/cardGrid/CardGrid.tsx"])).toEqual(["assets/CardGrid.js", "assets/Steps.js", "assets/icon.js"]);
    expect(blockPreloads(manifest, ["blocks/faq/Faq.tsx"])).toEqual(["assets/Faq.js"]);
  });

  it("fails loudly when a block module is not in the build", () => {
    expect(() => blockPreloads(manifest, ["blocks/nada/Nada.tsx"])).toThrow("O manifesto do build não tem blocks/nada/Nada.tsx.");
  });
});
