/**
 * The kinds of problem met while reading and parsing a config file. Each is the id of a problem in the validator's
 * catalogue (validator/problemCodes.ts), which words it in pt-BR: the model stays below the validator and hands its
 * problems over as data.
 */
export const LOAD_PROBLEM_IDS = [
  "fileMissing",
  "fileUnreadable",
  "pageFileName",
  "notRegularFile",
  "linkOutsideConfig",
  "fileTooLarge",
  "invalidUtf8",
  "jsonTooDeep",
  "jsonUnexpectedToken",
  "jsonUnexpectedEnd",
  "duplicateKey",
] as const;

/** One kind of {@link LOAD_PROBLEM_IDS}. */
export type LoadProblemId = (typeof LOAD_PROBLEM_IDS)[number];

/** A problem of reading or parsing one file: where it is, its kind, and the details its catalogue text names. */
export interface LoadProblem {
  /** Path relative to the config folder, e.g. `pages/preco.json`. */
  file: string;
  /** JSON pointer to the value (`""` for the whole file). */
  pointer: string;
  /** 1-based line. */
  line: number;
  /** 1-based column. */
  column: number;
  id: LoadProblemId;
  details: Readonly<Record<string, string | number>>;
}

/** A problem about a whole file, placed at its start. */
export function fileProblem(file: string, id: LoadProblemId, details: LoadProblem["details"] = {}): LoadProblem {
  return { file, pointer: "", line: 1, column: 1, id, details };
}

/** Whether a value is a {@link LoadProblem} rather than what was being read. */
export function isLoadProblem(value: object): value is LoadProblem {
  return "id" in value && "details" in value;
}
