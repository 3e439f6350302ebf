import { defineConfig } from "vitest/config";

/** Browser suites: real Chromium against the production build served by scripts/serve.ts. */
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/e2e/**/*.e2e.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One suite at a time: two at once on a 2-core machine took as long (996 s against 993 s) and slowed each page.
    fileParallelism: false,
    // Within the suites marked describe.concurrent (one page visit per test, nothing shared but the server and the
    // browser), three tests at once: a test mostly waits on the page, so the two cores are idle most of the time.
    maxConcurrency: 3,
  },
});
