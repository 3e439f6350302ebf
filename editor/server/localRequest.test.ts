// @vitest-environment node
import { describe, expect, it } from "vitest";
import { refuseNonLocal } from "./localRequest.ts";

const request = (remoteAddress: string, headers: Record<string, string>, method = "PUT") => ({
  socket: { remoteAddress },
  headers,
  method,
});
const json = { host: "localhost:5173", "content-type": "application/json" };

describe("refuseNonLocal", () => {
  it.each(["127.0.0.1", "::1", "::ffff:127.0.0.1"])("accepts a request from %s", (address) => {
    expect(refuseNonLocal(request(address, { ...json, origin: "http://localhost:5173" }), "data")).toBeUndefined();
    expect(refuseNonLocal(request(address, { host: "127.0.0.1:5173" }, "GET"), "data")).toBeUndefined();
  });

  it.each(["192.168.0.10", "10.0.0.2", "::ffff:192.168.0.10", "2001:db8::1", ""])(
    "refuses a request from %j",
    (address) => {
      expect(refuseNonLocal(request(address, json), "data")).toBe("O editor só atende pedidos desta máquina.");
      expect(refuseNonLocal(request(address, { host: "localhost:5173" }, "GET"), "page")).toBe(
        "O editor só atende pedidos desta máquina.",
      );
    },
  );

  it("refuses a host name other than localhost (DNS rebinding)", () => {
    expect(refuseNonLocal(request("127.0.0.1", { host: "evil.example:5173" }, "GET"), "page")).toBe(
      'O editor só atende em localhost, não em "evil.example:5173".',
    );
  });

  it("refuses changes posted by a page of another origin, and form posts", () => {
    expect(refuseNonLocal(request("127.0.0.1", { ...json, origin: "https://evil.example" }), "data")).toBe(
      "Pedido de outra origem recusado: https://evil.example.",
    );
    expect(refuseNonLocal(request("127.0.0.1", { host: "localhost:5173", "content-type": "text/plain" }), "data")).toBe(
      "Envie JSON (Content-Type: application/json) ou, para uma imagem, o arquivo (application/octet-stream).",
    );
  });

  it("takes an image's bytes as a change, and refuses the types a form of another site could post unasked", () => {
    const sent = (type: string) =>
      refuseNonLocal(request("127.0.0.1", { host: "localhost:5173", "content-type": type }, "POST"), "data");
    expect(sent("application/octet-stream")).toBeUndefined();
    expect(sent("multipart/form-data; boundary=x")).toMatch(/^Envie JSON/);
    expect(sent("application/x-www-form-urlencoded")).toMatch(/^Envie JSON/);
  });

  it("refuses reads of the editor's data by a page of another origin, even another port of localhost", () => {
    const read = (headers: Record<string, string>) =>
      refuseNonLocal(request("127.0.0.1", { host: "127.0.0.1:5502", ...headers }, "GET"), "data");
    expect(read({ origin: "http://localhost:5503" })).toBe("Pedido de outra origem recusado: http://localhost:5503.");
    expect(read({ origin: "http://127.0.0.1:5503" })).toBe("Pedido de outra origem recusado: http://127.0.0.1:5503.");
    expect(read({ "sec-fetch-site": "cross-site" })).toBe(
      "Pedido de outra origem recusado: o navegador o marcou como vindo de outro site (cross-site).",
    );
    expect(read({ "sec-fetch-site": "same-site" })).toBe(
      "Pedido de outra origem recusado: o navegador o marcou como vindo de outro site (same-site).",
    );
  });

  it("accepts reads of the editor's data from its own pages and from the address bar", () => {
    const read = (headers: Record<string, string>) =>
      refuseNonLocal(request("127.0.0.1", { host: "127.0.0.1:5502", ...headers }, "GET"), "data");
    expect(read({ origin: "http://127.0.0.1:5502", "sec-fetch-site": "same-origin" })).toBeUndefined();
    expect(read({ "sec-fetch-site": "none" })).toBeUndefined();
  });

  it("opens the editor's pages from a link on another site, but takes no change from it", () => {
    const fromLink = { host: "localhost:5173", "sec-fetch-site": "cross-site" };
    expect(refuseNonLocal(request("127.0.0.1", fromLink, "GET"), "page")).toBeUndefined();
    expect(
      refuseNonLocal(request("127.0.0.1", { ...fromLink, "content-type": "application/json" }, "POST"), "page"),
    ).toMatch(/^Pedido de outra origem recusado/);
  });
});
