/**
 * Import directions, checked by `npm run check` (`npm run deps`). Paths are relative to the repository root.
 * @type {import("dependency-cruiser").IConfiguration}
 */
/** The parts of the model that run in the browser as well as in Node. */
const ISOMORPHIC_MODEL = "content|routing|references|experiments";
const TESTS = ["\\.test\\.tsx?$", "\\.fuzz\\.test\\.ts$", "\\.e2e\\.ts$", "^tests/"];

module.exports = {
  forbidden: [
    {
      name: "block-imports-only-the-kit",
      severity: "error",
      comment:
        "A block imports its own folder, the generated types and the renderer's kit (ui, site, events, campaign, http, chat, hydration): never the renderer's page machinery, another block, the editor or Node code.",
      from: { path: "^blocks/([^/]+)/", pathNot: TESTS },
      to: {
        pathNot: [
          "^blocks/$1/",
          "^schema/generated/",
          "^renderer/(ui|site|events|campaign|http|chat|hydration)/",
          "^node_modules/",
          "\\.json$",
        ],
        dependencyTypesNot: ["core"],
      },
    },
    {
      name: "renderer-never-imports-a-block",
      severity: "error",
      comment:
        "The renderer is handed its blocks: only the entries (the site's and the server render's) import the registry that `npm run gen:types` writes, and nothing in the renderer imports a block itself.",
      from: { path: "^renderer/", pathNot: TESTS },
      to: { path: "^blocks/", pathNot: "^blocks/registry\\.generated\\.ts$" },
    },
    {
      name: "only-entries-take-the-block-registry",
      severity: "error",
      from: { path: "^renderer/", pathNot: ["^renderer/(main|entry-server)\\.tsx$", ...TESTS] },
      to: { path: "^blocks/registry\\.generated\\.ts$" },
    },
    {
      name: "browser-code-stays-in-the-browser",
      severity: "error",
      comment:
        "The renderer and the blocks run in the browser: no editor, no Node code of ours, no Node modules. Of the model they use the isomorphic content domain (placeholders, collections, routes).",
      from: { path: "^(renderer|blocks)/", pathNot: [...TESTS, "^renderer/entry-server\\.tsx$"] },
      to: {
        path: "^(editor|model|validator|build|server|tools|scripts)/",
        pathNot: `^model/(${ISOMORPHIC_MODEL})/`,
      },
    },
    {
      name: "model-is-the-bottom",
      severity: "error",
      comment:
        "The model is the content core every part reads: it imports nothing of ours but the schemas and their generated types.",
      from: { path: "^model/", pathNot: TESTS },
      to: { path: "^(renderer|blocks|editor|validator|build|server|scripts|tools)/" },
    },
    {
      name: "isomorphic-model-runs-anywhere",
      severity: "error",
      comment: "The model's content domain runs in the browser too: no Node modules, nothing of the model's Node side.",
      from: { path: `^model/(${ISOMORPHIC_MODEL})/`, pathNot: TESTS },
      to: {
        pathNot: [`^model/(${ISOMORPHIC_MODEL})/`, "^schema/", "^node_modules/", "\\.json$"],
      },
    },
    {
      name: "isomorphic-model-has-no-node-modules",
      severity: "error",
      from: { path: `^model/(${ISOMORPHIC_MODEL})/`, pathNot: TESTS },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "no-node-modules-in-browser-code",
      severity: "error",
      from: { path: "^(renderer|blocks)/", pathNot: [...TESTS, "^renderer/entry-server\\.tsx$"] },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "edge-worker-runs-on-workers",
      severity: "error",
      comment:
        "The edge Worker (server/edge/) runs on Cloudflare's runtime, not Node: no Node modules. (What it imports from the Node server is bundled by the build for a neutral platform, which fails on a Node module.)",
      from: { path: "^server/edge/", pathNot: TESTS },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "only-the-editor-imports-the-editor",
      severity: "error",
      comment:
        "The editor uses the model, the validator and the renderer; none of them, nor the build or the server, uses it.",
      from: { path: "^(model|validator|build|server|renderer|blocks|scripts|schema)/", pathNot: TESTS },
      to: { path: "^editor/" },
    },
    {
      name: "product-code-never-imports-tests-or-tools",
      severity: "error",
      from: { pathNot: [...TESTS, "^tools/"] },
      to: { path: "^(tests|tools)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(dist|\\.ssr|node_modules|bench/tmp)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
