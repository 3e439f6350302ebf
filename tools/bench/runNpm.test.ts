import { describe, expect, it } from "vitest";
import { childrenCpuMsOf } from "./runNpm.ts";

describe("the processor time of a script's processes, from its shell's `times`", () => {
  it("adds the children's user and system time of the second line, in ms", () => {
    expect(childrenCpuMsOf("0m0.004s 0m0.002s\n1m2.500s 0m0.750s\n")).toBe(63_250);
  });

  it("is 0 when the shell said nothing (it was killed before reporting)", () => {
    expect(childrenCpuMsOf("")).toBe(0);
  });
});
