import { useMemo } from "react";
import type { RJSFSchema } from "@rjsf/utils";
import type { SchemaSet, ValidationResult } from "../../shared/api.ts";
import type { BlockData } from "./blockOps.ts";
import { pageFormSchema } from "./pageForm.ts";
import { problemPlaces } from "./problemPlaces.ts";

/**
 * The form of the page's own fields, and the validator's problems placed on the fields of that form and of the
 * blocks' forms (what has no field is shown at the top).
 */
export function useProblemPlaces(schemas: SchemaSet, result: ValidationResult | undefined, blocks: BlockData[]) {
  const pageForm = useMemo(() => pageFormSchema(schemas.page), [schemas]);
  const blockForms = useMemo(
    () => new Map(schemas.blocks.map((type) => [type.type, type.schema as RJSFSchema])),
    [schemas],
  );
  const places = useMemo(
    () =>
      problemPlaces(
        result?.problems ?? [],
        pageForm,
        (index) => blockForms.get(String(blocks[index]?.type)),
        blocks.length,
      ),
    [result, pageForm, blockForms, blocks],
  );
  return { pageForm, places };
}
