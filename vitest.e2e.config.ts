import { defineConfig } from "vitest/config";

/** Browser suites: real Chromium against the production build served by scripts/serve.ts. */
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/e2e/**/*.e2e.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two suites at a time: each has its own server, browser and throwaway copies of the project, and much of a
    // browser test is waiting on the page, which leaves a core free for the other suite.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
