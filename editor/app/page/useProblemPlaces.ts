import { useCallback, useMemo } from "react";
import type { RJSFSchema } from "@rjsf/utils";
import type { Problem, SchemaSet, ValidationResult } from "../../shared/api.ts";
import type { BlockData } from "./blockOps.ts";
import { pageFormSchema } from "./pageForm.ts";
import { problemPlaces } from "./problemPlaces.ts";

/**
 * The form of the page's own fields, and the validator's problems placed on the fields of that form and of the
 * blocks' forms (what has no field is shown at the top); `describe` does the same for any list of the page's problems.
 */
export function useProblemPlaces(schemas: SchemaSet, result: ValidationResult | undefined, blocks: BlockData[]) {
  const pageForm = useMemo(() => pageFormSchema(schemas.page), [schemas]);
  const blockForms = useMemo(
    () => new Map(schemas.blocks.map((type) => [type.type, type.schema as RJSFSchema])),
    [schemas],
  );
  // Any list of the page's problems (a refused save's) placed the same way, in the editor's words.
  const describe = useCallback(
    (problems: Problem[]) =>
      problemPlaces(
        problems,
        pageForm,
        (index) => blockForms.get(String(blocks[index]?.type)),
        blocks.length,
        (index) => String(blocks[index]?.type ?? "?"),
      ),
    [pageForm, blockForms, blocks],
  );
  const places = useMemo(() => describe(result?.problems ?? []), [describe, result]);
  return { pageForm, places, describe: useCallback((problems: Problem[]) => describe(problems).all, [describe]) };
}
