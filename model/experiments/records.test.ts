import { describe, expect, it } from "vitest";
import { countRecords, parseRecord, type ExperimentRecord } from "./records.ts";

const visitor = (n: number) => `visitante-${n}`;
const record = (variante: string, tipo: ExperimentRecord["tipo"], n: number, teste = "home-ab"): ExperimentRecord => ({
  teste,
  variante,
  tipo,
  visitante: visitor(n),
});

describe("the recorded A/B data", () => {
  it("counts each visitor once per variant, and a conversion only from a visitor who saw that variant", () => {
    const records = [
      record("original", "impressao", 1),
      record("original", "impressao", 1),
      record("b", "impressao", 2),
      record("b", "impressao", 3),
      record("b", "chat", 2),
      record("b", "chat", 2),
      record("b", "lead", 2),
      record("b", "chat", 9),
      record("original", "chat", 2),
      record("b", "impressao", 4, "outro-teste"),
    ];
    expect(countRecords(records, "home-ab", "either", ["original", "b"])).toEqual([
      { name: "original", visitors: 1, conversions: 0 },
      { name: "b", visitors: 2, conversions: 1 },
    ]);
  });

  it("counts only the conversions of the test's goal", () => {
    const records = [record("b", "impressao", 1), record("b", "lead", 1), record("b", "impressao", 2)];
    expect(countRecords(records, "home-ab", "chat", ["b"])).toEqual([{ name: "b", visitors: 2, conversions: 0 }]);
    expect(countRecords(records, "home-ab", "lead", ["b"])).toEqual([{ name: "b", visitors: 2, conversions: 1 }]);
  });

  it("reads a line of either server and leaves out anything else", () => {
    const line = '{"em":"2026-11-27T10:00:00Z","teste":"home-ab","variante":"b","tipo":"chat","visitante":"abc12345"}';
    expect(parseRecord(line)).toEqual({
      em: "2026-11-27T10:00:00Z",
      teste: "home-ab",
      variante: "b",
      tipo: "chat",
      visitante: "abc12345",
    });
    // nginx writes empty fields for a beacon without its parameters; a cut line is not JSON.
    expect(parseRecord('{"teste":"","variante":"","tipo":"","visitante":""}')).toBeUndefined();
    expect(parseRecord('{"teste":"home-ab","variante":"b","tipo":"chat","visitante":"x"}')).toBeUndefined();
    expect(parseRecord('{"teste":"home-ab","vari')).toBeUndefined();
    expect(parseRecord('{"teste":"home-ab","variante":"b","tipo":"compra","visitante":"abc12345"}')).toBeUndefined();
  });
});
