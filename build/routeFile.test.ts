// @vitest-environment node
import { describe, expect, it } from "vitest";
import { routeFile } from "./routeFile.ts";

describe("routeFile", () => {
  it("puts the root at index.html and every other route in a folder of its own", () => {
    expect(routeFile("/")).toBe("index.html");
    expect(routeFile("/preco")).toBe("preco/index.html");
    expect(routeFile("/preco/")).toBe("preco/index.html");
    expect(routeFile("/pagamento/novo")).toBe("pagamento/novo/index.html");
  });
});
