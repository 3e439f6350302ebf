import { VARIANTS_DIR } from "../../model/experiments/splits.ts";
import { block, comment, type ConfPart } from "./nginxText.ts";

/**
 * A/B variants' own build files are never answered at their own address (decision 099), with or without consent, as
 * npm run serve does: a visitor drawn to one gets it at the page's address, whose location serves the file itself
 * (`try_files`, which does not look the file's address up again).
 */
export function hiddenVariants(): ConfPart {
  return {
    server: [
      ...comment("A/B variants are reached only at their page's address: their own addresses are not found."),
      ...block(`location ^~ /${VARIANTS_DIR}`, ["return 404;"]),
    ],
  };
}
