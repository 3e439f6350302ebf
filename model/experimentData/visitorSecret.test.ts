// @vitest-environment node
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SECRET_FILE, visitorSecret } from "./visitorSecret.ts";

const dir = mkdtempSync(join(tmpdir(), "segredo-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the secret that signs A/B visitor ids", () => {
  it("is SITE_AB_SECRET when set, refused when too short, else made once in the data folder for its owner only", () => {
    const configured = "x".repeat(32);
    expect(visitorSecret({ SITE_AB_SECRET: configured }, dir)).toBe(configured);
    expect(visitorSecret({ SITE_AB_SECRET: "curto" }, dir)).toEqual({
      problem: "SITE_AB_SECRET tem 5 caracteres: use ao menos 32, por exemplo a saída de `openssl rand -base64 32`.",
    });
    const data = join(dir, "dados");
    expect(visitorSecret({}, data)).toBeUndefined();
    const made = visitorSecret({}, data, { create: true });
    expect(made).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(visitorSecret({}, data, { create: true })).toBe(made);
    expect(visitorSecret({}, data)).toBe(made);
    expect(statSync(join(data, SECRET_FILE)).mode & 0o777).toBe(0o600);
  });
});
