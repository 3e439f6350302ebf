import react from "@vitejs/plugin-react";
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { configDefaults, defineConfig } from "vitest/config";
import { iconSpritePlugin } from "./build/vite/iconSpritePlugin.ts";
import { sitePagesModule } from "./build/vite/sitePagesModule.ts";

/** Everything that renders gets jsdom and the DOM helpers. */
const renderingTests = {
  environment: "jsdom" as const,
  include: [
    "blocks/**/*.test.{ts,tsx}",
    "renderer/**/*.test.{ts,tsx}",
    "tests/unit/**/*.test.{ts,tsx}",
    "editor/**/*.test.{ts,tsx}",
  ],
  exclude: [...configDefaults.exclude, "editor/server/**", "editor/service/**"],
  setupFiles: ["tests/helpers/setup.ts"],
};

/** The rendering tests that replace a module with vi.mock, found by reading them. */
const moduleMockingTests = ["blocks", "renderer", "tests/unit", "editor"]
  .flatMap((folder) => readdirSync(folder, { recursive: true, encoding: "utf8" }).map((file) => join(folder, file)))
  .filter(
    (file) =>
      /\.test\.tsx?$/.test(file) &&
      !/^editor\/(server|service)\//.test(file) &&
      /\bvi\.(do)?mock\(/.test(readFileSync(file, "utf8")),
  );

export default defineConfig({
  // The tests that import the dev server's page data get the real config's pages, unvalidated (validateSite has tests).
  plugins: [react(), iconSpritePlugin(), sitePagesModule(undefined, { validate: false })],
  test: {
    // Code that runs in Node (the model, validator, build, server and tools) is tested without a DOM: jsdom's setup
    // cost more than half a second per file for nothing.
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: [
            "{model,validator,build,server,tools,scripts}/**/*.test.ts",
            "editor/{server,service}/**/*.test.ts",
          ],
        },
      },
      {
        extends: true,
        test: {
          ...renderingTests,
          name: "dom",
          exclude: [...renderingTests.exclude, ...moduleMockingTests],
          // One jsdom for the files a worker runs, one after another: setting up jsdom for each file took 0.7 s,
          // more than most files' tests. tests/helpers/setup.ts puts the shared window back after each file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...renderingTests,
          // vi.mock replaces a module for one file only if that file has a module cache of its own.
          name: "dom-mocks",
          include: moduleMockingTests,
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
