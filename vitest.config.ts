import react from "@vitejs/plugin-react";
import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { iconSpritePlugin } from "./build/vite/iconSpritePlugin.ts";

export default defineConfig({
  plugins: [react(), iconSpritePlugin()],
  test: {
    // Code that runs in Node (the model, validator, build, server and tools) is tested without a DOM: jsdom's setup
    // cost more than half a second per file for nothing. Everything that renders gets jsdom and the DOM helpers.
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["{model,validator,build,server,tools,scripts}/**/*.test.ts", "editor/server/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          include: [
            "blocks/**/*.test.{ts,tsx}",
            "renderer/**/*.test.{ts,tsx}",
            "tests/unit/**/*.test.{ts,tsx}",
            "editor/**/*.test.{ts,tsx}",
          ],
          exclude: [...configDefaults.exclude, "editor/server/**"],
          setupFiles: ["tests/helpers/setup.ts"],
        },
      },
    ],
    // jsdom renders and real loopback servers on a 2-core CI machine: 5 s is too tight for the slowest form tests.
    testTimeout: 20_000,
    // Hooks that start a real Vite dev server (editor/server) take seconds alone and longer beside the other workers:
    // under load one took more than the default 10 s and skipped its suite.
    hookTimeout: 60_000,
    // One worker per core (Vitest leaves one free by default, which on a 2-core CI machine means one at a time:
    // 95 s against 63 s for the whole set), in threads, which start faster than forked processes.
    pool: "threads",
    maxWorkers: availableParallelism(),
    css: { modules: { classNameStrategy: "non-scoped" } },
    // Processed like our own code, so that a test's stand-in for Embla's engine reaches the real React wrapper.
    server: { deps: { inline: ["embla-carousel-react"] } },
  },
});
