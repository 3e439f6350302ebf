import { afterEach, expect, it } from "vitest";
import { keyTokens, newToken, tokenHash } from "./tokens.ts";

afterEach(() => keyTokens(""));

it("keys a token's stored hash with the service's secret: another secret finds nothing", () => {
  const token = newToken();
  keyTokens("segredo-do-servico-com-32-caracteres!");
  const stored = tokenHash(token);
  expect(stored).not.toContain(token);
  expect(tokenHash(token)).toBe(stored);
  keyTokens("outro-segredo-do-servico-com-32-caracteres");
  expect(tokenHash(token)).not.toBe(stored);
});
