import { defineConfig } from "vitest/config";

/** Browser suites: real Chromium against the production build served by scripts/serve.ts. */
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/e2e/**/*.e2e.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
