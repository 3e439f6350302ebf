import { parseJsonFile as parse, type JsonFile, type ParseOptions } from "../model/load/jsonFile.ts";
import { isLoadProblem } from "../model/load/loadProblem.ts";
import { problemOf } from "./loadProblems.ts";
import type { Problem } from "./problem.ts";

export type { JsonFile } from "../model/load/jsonFile.ts";

/** Parses a text that is not read from the config folder (an edit the editor checks); its problem worded. */
export function parseJsonFile(file: string, text: string, options?: ParseOptions): JsonFile | Problem {
  const parsed = parse(file, text, options);
  return isLoadProblem(parsed) ? problemOf(parsed) : parsed;
}
