import { chromePath } from "./chromePath.ts";
import { execFileSync } from "node:child_process";
import { cpus, loadavg, release, totalmem } from "node:os";

/** The machine a bench ran on: results from different machines are not comparable. */
export interface MachineFacts {
  node: string;
  cpuModel: string;
  cpuCount: number;
  memoryGiB: number;
  os: string;
  chromium: string;
  /** 1-minute load average when the bench started (other work on the machine skews every figure). */
  loadAtStart: number;
}

/** Reads the facts about this machine. */
export function machineFacts(): MachineFacts {
  const browser = chromePath();
  let chromium = "unknown";
  try {
    chromium = execFileSync(browser, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim().split("\n")[0] ?? chromium;
  } catch {
    // reported as unknown; Lighthouse will fail later with a clearer message
  }
  return {
    node: process.version,
    cpuModel: cpus()[0]?.model.trim() ?? "unknown",
    cpuCount: cpus().length,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    os: `${process.platform} ${release()}`,
    chromium,
    loadAtStart: Math.round(loadavg()[0]! * 100) / 100,
  };
}
