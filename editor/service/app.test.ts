// @vitest-environment node
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ROOT } from "../../model/paths.ts";
import { createEditorService } from "./app.ts";
import { openDatabase } from "./database.ts";

const warmRecheck = vi.hoisted(() => vi.fn(() => Promise.resolve(0)));
vi.mock("../server/validation/recheck.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../server/validation/recheck.ts")>()),
  warmRecheck,
}));
afterEach(() => warmRecheck.mockClear());

const service = (warmChecks?: boolean) =>
  createEditorService({
    root: ROOT,
    config: { host: "127.0.0.1", port: 0, publicUrl: "http://localhost:4300", dataDir: ":memory:" },
    db: openDatabase(":memory:"),
    logger: false,
    warmChecks,
  });

describe("the service's checks' worker", () => {
  it("starts reading the site at the first API request, once, as the dev server's does", async () => {
    const { app } = service();
    await app.ready();
    expect(warmRecheck).not.toHaveBeenCalled();
    await app.inject({ method: "GET", url: "/_editor/api/saude" });
    await app.inject({ method: "GET", url: "/_editor/api/saude" });
    expect(warmRecheck).toHaveBeenCalledTimes(1);
    expect(warmRecheck).toHaveBeenCalledWith(
      expect.objectContaining({ configDir: join(ROOT, "site.config"), publicDir: join(ROOT, "public") }),
    );
    await app.close();
  });

  it("is not started by a request outside the API, nor when warming is turned off", async () => {
    const { app } = service();
    await app.inject({ method: "GET", url: "/_editor/" });
    expect(warmRecheck).not.toHaveBeenCalled();
    const quiet = service(false).app;
    await quiet.inject({ method: "GET", url: "/_editor/api/saude" });
    expect(warmRecheck).not.toHaveBeenCalled();
    await Promise.all([app.close(), quiet.close()]);
  });
});
