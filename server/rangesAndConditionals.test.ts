// @vitest-environment node
import { statSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawGet, type RawAnswer } from "../tests/helpers/rawGet.ts";
import { listenOnLoopback, SAMPLE_ASSET, sampleBuild } from "../tests/helpers/sampleBuild.ts";
import { createSiteServer } from "./createSiteServer.ts";

const dist = await sampleBuild();
const SIZE = SAMPLE_ASSET.content.length;
let server: Server;
let base = "";

beforeAll(async () => {
  server = createSiteServer({ distDir: dist, routes: ["/", "/preco"] });
  base = await listenOnLoopback(server);
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The asset without compression (ranges count the bytes of the representation sent), with the given headers. */
const asset = (headers: Record<string, string>, method?: string): Promise<RawAnswer> =>
  rawGet(base, SAMPLE_ASSET.path, { "Accept-Encoding": "identity", ...headers }, method);

/** After any answer the server must still be there: the page answers 200 with its own HTML. */
async function expectStillServing(): Promise<void> {
  const page = await rawGet(base, "/preco");
  expect(page.status).toBe(200);
}

describe("byte ranges (RFC 9110 §14)", () => {
  it.each(["bytes=5-2", "bytes=100-1", `bytes=${SIZE}-`, `bytes=${SIZE + 10}-${SIZE + 20}`, "bytes=-0"])(
    "answers the unsatisfiable range %s with 416 and the file's size, and keeps serving",
    async (range) => {
      for (const method of ["GET", "HEAD"]) {
        const answer = await asset({ Range: range }, method);
        expect([answer.status, answer.headers["content-range"]], `${method} ${range}`).toEqual([
          416,
          `bytes */${SIZE}`,
        ]);
        expect(answer.headers["x-frame-options"]).toBe("DENY");
        await expectStillServing();
      }
    },
  );

  it("answers a range past the end, even a 20-digit one, with the bytes up to the end", async () => {
    const answer = await asset({ Range: "bytes=0-99999999999999999999" });
    expect([answer.status, answer.headers["content-range"], answer.body.toString()]).toEqual([
      206,
      `bytes 0-${SIZE - 1}/${SIZE}`,
      SAMPLE_ASSET.content,
    ]);
    await expectStillServing();
  });

  it("answers a suffix range with the last bytes, and a one-byte range with one byte", async () => {
    const last = await asset({ Range: "bytes=-10" });
    expect([last.status, last.headers["content-range"], last.body.toString()]).toEqual([
      206,
      `bytes ${SIZE - 10}-${SIZE - 1}/${SIZE}`,
      SAMPLE_ASSET.content.slice(-10),
    ]);
    const first = await asset({ Range: "bytes=0-0" });
    expect([first.status, first.headers["content-length"], first.body.toString()]).toEqual([206, "1", "c"]);
  });

  it.each(["bytes=abc", "bytes=1-2-3", "items=0-1", "bytes 0-1", "bytes=", "bytes=0-1,5-6"])(
    "ignores the Range %s that is not one valid byte range: the whole file with 200",
    async (range) => {
      const answer = await asset({ Range: range });
      expect([answer.status, answer.headers["content-range"], answer.body.length]).toEqual([200, undefined, SIZE]);
    },
  );

  it("sends the whole file when If-Range names another version", async () => {
    const answer = await asset({ Range: "bytes=0-9", "If-Range": 'W/"outra-versao"' });
    expect([answer.status, answer.body.length]).toEqual([200, SIZE]);
  });
});

describe("conditional requests", () => {
  it("answers If-Modified-Since at or after the file's time with 304, and an earlier one with the file", async () => {
    const modified = statSync(join(dist, SAMPLE_ASSET.path)).mtime;
    const unchanged = await asset({ "If-Modified-Since": new Date(modified.getTime() + 1000).toUTCString() });
    expect([
      unchanged.status,
      unchanged.body.length,
      unchanged.headers["content-security-policy"] !== undefined,
    ]).toEqual([304, 0, true]);
    const changed = await asset({ "If-Modified-Since": new Date(modified.getTime() - 60_000).toUTCString() });
    expect([changed.status, changed.body.length]).toEqual([200, SIZE]);
    const garbage = await asset({ "If-Modified-Since": "ontem" });
    expect(garbage.status).toBe(200);
  });

  it("answers If-None-Match with 304 only for the version sent (the ETag wins over If-Modified-Since)", async () => {
    const etag = String((await asset({})).headers.etag);
    expect((await asset({ "If-None-Match": etag })).status).toBe(304);
    const future = new Date(Date.now() + 86_400_000).toUTCString();
    expect((await asset({ "If-None-Match": 'W/"outra"', "If-Modified-Since": future })).status).toBe(200);
  });
});
