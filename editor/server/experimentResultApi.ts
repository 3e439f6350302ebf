import { join } from "node:path";
import { experimentResult } from "../../model/experimentData/experimentResult.ts";
import { visitorSecret } from "../../model/experimentData/visitorSecret.ts";
import type { EditorContext } from "./documents/documentKind.ts";
import { refused } from "./http.ts";
import { NAME_PARAMS, route } from "./routing/route.ts";

/** The address of a test's result under /_editor/api/, which the result screen reads. */
export const EXPERIMENT_RESULT_PATH = "testes/:name/resultado";

/**
 * The editor's read-only A/B result: `GET testes/<nome>/resultado` answers the test's counts per variant, the
 * statistics and the verdict sentence, from the data folder the site's server records in (the service's
 * EDITOR_EXPERIMENT_DATA and EDITOR_EXPERIMENT_LOG; the project's .data/experiments on the dev server).
 */
export const EXPERIMENT_RESULT_ROUTES = [
  route({
    method: "GET",
    path: EXPERIMENT_RESULT_PATH,
    params: NAME_PARAMS,
    permission: "read",
    handle: async (context: EditorContext, { params }) => {
      const sources = context.experimentData;
      const dataDir = sources?.dataDir ?? join(context.projectDir, ".data", "experiments");
      const secret = visitorSecret(process.env, dataDir);
      const result = await experimentResult(context.configDir, params.name, {
        dataDir,
        nginxLog: sources?.nginxLog,
        secret: typeof secret === "string" ? secret : undefined,
      });
      return "problem" in result ? refused(404, result.problem) : { status: 200, body: result };
    },
  }),
];
