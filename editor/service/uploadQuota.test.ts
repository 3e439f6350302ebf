import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ROOT } from "../../model/paths.ts";
import { UploadQuota } from "../server/uploadQuota.ts";
import { TEST_ORIGIN, testService, type TestService } from "./testService.ts";

let service: TestService;
afterEach(() => service?.app.close());

describe("images sent through the service", () => {
  it("count against the sender's quota, refused with 429 before anything is written", async () => {
    service = testService();
    const cookie = await service.signIn("editor");
    service.stores.uploadQuota = new UploadQuota(service.stores.db, { limitBytes: 10, now: service.clock.now });
    const answer = await service.app.inject({
      method: "POST",
      url: "/_editor/api/images/cota-excedida.png",
      headers: { "content-type": "application/octet-stream", origin: TEST_ORIGIN, cookie },
      payload: Buffer.alloc(100),
    });
    expect(answer.statusCode).toBe(429);
    expect(answer.json().message).toMatch(/imagens/);
    expect(existsSync(join(ROOT, "public/img/cota-excedida.webp"))).toBe(false);
  });
});
