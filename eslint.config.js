// Lint rules for the whole repository: TypeScript's recommended set (without type information, which would make
// every run type-check the project again: `npm run typecheck` does that), React's hook rules and JSX accessibility. `npm run check` runs it with --max-warnings 0.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "dist/",
      ".dist-builds/",
      ".ssr/",
      ".editor-dist/",
      ".build-cache/",
      "node_modules/",
      "bench/tmp/",
      "schema/generated/",
      "tests/e2e/artifacts/",
      ".data/",
      // The edge Worker as the build bundles it (build/edge/), from the linted server/edge/.
      "deploy/edge/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat["recommended-latest"] ?? reactHooks.configs["recommended-latest"],
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
);
