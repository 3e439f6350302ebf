import { expect, it } from "vitest";
import { t } from "./strings.ts";

it("asks before replacing rows in Portuguese that agrees with one row or many", () => {
  expect(t.pasteReplaceConfirm(1, 1)).toBe(
    "Substituir a linha da tabela pela colada? Desfazer (Ctrl+Z) traz a atual de volta.",
  );
  expect(t.pasteReplaceConfirm(3, 6)).toBe(
    "Substituir as 3 linhas da tabela pelas 6 coladas? Desfazer (Ctrl+Z) traz as atuais de volta.",
  );
});
