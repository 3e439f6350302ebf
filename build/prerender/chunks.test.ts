// @vitest-environment node
import { describe, expect, it } from "vitest";
import { pageModules, type Manifest } from "./chunks.ts";

const manifest: Manifest = {
  "index.html": {
    file: "assets/boot.js",
    isEntry: true,
    imports: ["_preload.js"],
    dynamicImports: ["renderer/main.tsx"],
  },
  "_preload.js": { file: "assets/preload.js" },
  "renderer/main.tsx": { file: "assets/main.js", imports: ["_react.js", "_preload.js"] },
  "_react.js": { file: "assets/react.js" },
  "_icon.js": { file: "assets/icon.js", imports: ["_react.js"] },
  "blocks/faq/Faq.tsx": { file: "assets/Faq.js", imports: ["_react.js"] },
  "blocks/steps/Steps.tsx": { file: "assets/Steps.js", imports: ["_icon.js", "_react.js"] },
  "blocks/cardGrid/CardGrid.tsx": { file: "assets/CardGrid.js", imports: ["_icon.js"] },
};

describe("pageModules", () => {
  it("lists the app's chunks, then each block's chunk and its shared chunks, once and without the entry's", () => {
    const app = ["assets/main.js", "assets/react.js"];
    expect(pageModules(manifest, ["blocks/steps/Steps.tsx", "blocks/cardGrid/CardGrid.tsx"])).toEqual([
      ...app,
      "assets/CardGrid.js",
      "assets/Steps.js",
      "assets/icon.js",
    ]);
    expect(pageModules(manifest, ["blocks/faq/Faq.tsx"])).toEqual([...app, "assets/Faq.js"]);
    expect(pageModules(manifest, [])).toEqual(app);
  });

  it("lists the chunks of everything the entry imports after the first paint, each once", () => {
    const twoSteps: Manifest = {
      ...manifest,
      "index.html": { ...manifest["index.html"]!, dynamicImports: ["_react.js", "renderer/main.tsx"] },
    };
    expect(pageModules(twoSteps, ["blocks/faq/Faq.tsx"])).toEqual([
      "assets/react.js",
      "assets/main.js",
      "assets/Faq.js",
    ]);
  });

  it("fails loudly when the entry starts no app", () => {
    const { dynamicImports: _, ...entry } = manifest["index.html"]!;
    expect(() => pageModules({ ...manifest, "index.html": entry }, [])).toThrow(
      "A entrada do build deve importar dinamicamente o app.",
    );
  });

  it("fails loudly when a block module is not in the build", () => {
    expect(() => pageModules(manifest, ["blocks/nada/Nada.tsx"])).toThrow(
      "O manifesto do build não tem blocks/nada/Nada.tsx.",
    );
  });
});
