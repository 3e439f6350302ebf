// @vitest-environment node
import { describe, expect, it } from "vitest";
import { refuseNonLocal } from "./localRequest.ts";

const request = (remoteAddress: string, headers: Record<string, string>, method = "PUT") => ({ socket: { remoteAddress }, headers, method });
const json = { host: "localhost:5173", "content-type": "application/json" };

describe("refuseNonLocal", () => {
  it.each(["127.0.0.1", "::1", "::ffff:127.0.0.1"])("accepts a request from %s", (address) => {
    expect(refuseNonLocal(request(address, { ...json, origin: "http://localhost:5173" }))).toBeUndefined();
    expect(refuseNonLocal(request(address, { host: "127.0.0.1:5173" }, "GET"))).toBeUndefined();
  });

  it.each(["192.168.0.10", "10.0.0.2", "::ffff:192.168.0.10", "2001:db8::1", ""])("refuses a request from %j", (address) => {
    expect(refuseNonLocal(request(address, json))).toBe("O editor só atende pedidos desta máquina.");
  });

  it("refuses a host name other than localhost (DNS rebinding)", () => {
    expect(refuseNonLocal(request("127.0.0.1", { host: "evil.example:5173" }, "GET"))).toBe('O editor só atende em localhost, não em "evil.example:5173".');
  });

  it("refuses changes posted by a page of another origin, and form posts", () => {
    expect(refuseNonLocal(request("127.0.0.1", { ...json, origin: "https://evil.example" }))).toBe("Pedido de outra origem recusado: https://evil.example.");
    expect(refuseNonLocal(request("127.0.0.1", { host: "localhost:5173", "content-type": "text/plain" }))).toBe("Envie JSON (Content-Type: application/json).");
  });
});
