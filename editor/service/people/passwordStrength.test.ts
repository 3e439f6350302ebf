// @vitest-environment node
import { describe, expect, it } from "vitest";
import { weakPassword } from "./passwordStrength.ts";

const ANA = ["Ana Beatriz Souza", "ana.souza@empresa.com.br"];

describe("a new password", () => {
  it("has at least 12 characters", () => {
    expect(weakPassword("x7#kq!zp2m", ANA)).toMatch(/^Use uma senha com pelo menos 12 caracteres\./);
  });

  it.each(["1234567890ab", "aaaaaaaaaaaa", "password1234", "senha1234567", "qwertyuiop12", "brasil123456"])(
    "is refused, with the reason in Portuguese, when it is among what attackers try first: %s",
    (password) => {
      expect(weakPassword(password, ANA)).toMatch(/^Esta senha é fácil de adivinhar\./);
    },
  );

  it("is refused when it is made of the person's own name or e-mail", () => {
    expect(weakPassword("anasouza2026", ANA)).toMatch(/Ela usa seu nome ou seu e-mail\./);
    expect(weakPassword("anasouza2026", ["Bruno Lima", "bruno@empresa.com.br"])).toBeUndefined();
  });

  it("is accepted when it is a few unrelated words", () => {
    expect(weakPassword("girafa toca tuba no sótão", ANA)).toBeUndefined();
  });
});
