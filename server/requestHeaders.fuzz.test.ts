// @vitest-environment node
import type { Server } from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawGet } from "../tests/helpers/rawGet.ts";
import { listenOnLoopback, SAMPLE_ASSET, sampleBuild } from "../tests/helpers/sampleBuild.ts";
import { createSiteServer } from "./createSiteServer.ts";

// Headers a client controls and the file layer reads: generated, then sent to the running server one request at a
// time. Whatever they hold, the answer is one of HTTP's for a file, and the next visitor is served.
const dist = await sampleBuild();
let server: Server;
let base = "";
beforeAll(async () => {
  server = createSiteServer({ distDir: dist, routes: ["/", "/preco", "/pagamento/:cnpj"] });
  base = await listenOnLoopback(server);
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Printable ASCII (what an HTTP client may put in a header value), biased towards the characters ranges are made of. */
const headerText = fc.string({
  unit: fc.constantFrom(
    ...'0123456789-,=bytes *"W/;q.'.split(""),
    ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)),
  ),
  maxLength: 60,
});
const number = fc.oneof(fc.nat(2000).map(String), fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String), fc.constant(""));
const byteRange = fc.tuple(number, number).map(([start, end]) => `${start}-${end}`);
const rangeHeader = fc.oneof(
  fc.array(byteRange, { minLength: 1, maxLength: 4 }).map((ranges) => `bytes=${ranges.join(",")}`),
  fc.tuple(fc.constantFrom("bytes=", "bytes =", "BYTES=", "items=", ""), headerText).map(([unit, rest]) => unit + rest),
);
const date = fc.oneof(
  fc.date({ noInvalidDate: true }).map((value) => value.toUTCString()),
  headerText,
);
const requestHeaders = fc.record(
  {
    Range: rangeHeader,
    "If-Range": fc.oneof(date, headerText),
    "If-None-Match": headerText,
    "If-Modified-Since": date,
    "If-Match": headerText,
    "If-Unmodified-Since": date,
    "Accept-Encoding": fc.oneof(
      fc.constantFrom("br", "gzip", "identity", "gzip, deflate, br", "br;q=0, gzip"),
      headerText,
    ),
  },
  { requiredKeys: [] },
);
const target = fc.constantFrom(SAMPLE_ASSET.path, "/preco", "/pagamento/123", "/nao-existe", "/");

describe("the server under generated request headers", () => {
  it("answers every request with a status HTTP allows for it and keeps serving /preco", async () => {
    await fc.assert(
      fc.asyncProperty(target, requestHeaders, fc.constantFrom("GET", "HEAD"), async (path, headers, method) => {
        const answer = await rawGet(base, path, headers, method);
        expect([200, 206, 304, 404, 412, 416], `${method} ${path} ${JSON.stringify(headers)}`).toContain(answer.status);
        expect((await rawGet(base, "/preco")).status).toBe(200);
      }),
      { seed: 21, numRuns: 300 },
    );
  });
});
