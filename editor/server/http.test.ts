// @vitest-environment node
import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { readJsonObject } from "./http.ts";

const request = (...chunks: string[]) =>
  Readable.from(chunks.map((chunk) => Buffer.from(chunk))) as unknown as IncomingMessage;

describe("readJsonObject", () => {
  it("gives the object a JSON body holds", async () => {
    expect(await readJsonObject(request('{"name": "promo", ', '"route": "/promo"}'))).toEqual({
      ok: true,
      value: { name: "promo", route: "/promo" },
    });
  });

  it("says in Portuguese that malformed JSON is not JSON, without the parser's message", async () => {
    expect(await readJsonObject(request("{x"))).toEqual({
      ok: false,
      status: 400,
      message: "O corpo do pedido não é um JSON válido.",
    });
  });

  it.each(["null", "[1]", "true", ""])("asks for an object when the body is %j", async (body) => {
    expect(await readJsonObject(request(body))).toEqual({
      ok: false,
      status: 400,
      message: "O corpo do pedido deve ser um objeto JSON.",
    });
  });

  it("refuses a body over 2 MB with 413, after reading it to its end", async () => {
    const body = request("[", "0,".repeat(1024 * 1024), "0]");
    expect(await readJsonObject(body)).toEqual({
      ok: false,
      status: 413,
      message: "Pedido grande demais (o limite é 2 MB).",
    });
    expect((body as unknown as Readable).readableEnded).toBe(true);
  });
});
