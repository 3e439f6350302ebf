/**
 * The bodies the document endpoints accept, as zod schemas checked at the boundary (routing/answerRoute.ts). They
 * restate no JSON Schema: a document's own content is the validator's to judge; these check only the request's shape.
 * Each `satisfies` ties a schema to the type the editor's client sends (editor/shared/api.ts).
 */
import { z } from "zod";
import { MAX_DEPTH, nestedDeeperThan } from "../../../model/load/jsonFile.ts";
import type { PublishRequest, SaveRequest } from "../../shared/api.ts";

const MAX_MESSAGE = 500;

/** What a refusal that the request's shape is right but its content cannot be used is answered with (routing/answerRoute.ts). */
const UNPROCESSABLE = { status: 422 };

/**
 * A document's data: a JSON object nested at most as deep as a file may be (model/load/jsonFile.ts): the checks
 * after it recurse, and no page needs more than a few levels.
 */
export const documentData = z.record(z.string(), z.unknown()).refine((data) => !nestedDeeperThan(data, MAX_DEPTH), {
  error: `Os dados enviados têm mais de ${MAX_DEPTH} níveis de listas e grupos, um dentro do outro; uma página usa poucos níveis. Nada foi alterado: recarregue o editor e refaça a última mudança.`,
  params: UNPROCESSABLE,
});

/**
 * Characters that cannot be in a commit message: control characters other than line breaks and tabs (NUL ends the
 * text for git, the others are invisible or move the cursor in a terminal), and the marks that reverse the direction
 * of text, which would make the history read otherwise than it is.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/** What saving sends. */
export const saveRequest = z.object({
  data: documentData,
  version: z.string().nullable(),
  force: z.boolean().optional(),
}) satisfies z.ZodType<SaveRequest>;

/** What validating (and comparing) sends: the data as edited. */
export const dataRequest = z.object({ data: documentData });

/** What publishing sends: the marketer's message, trimmed, up to {@link MAX_MESSAGE} characters. */
export const publishRequest = z.object({
  message: z
    .string()
    .trim()
    .min(1)
    .max(MAX_MESSAGE, {
      error: (issue) => `A mensagem tem ${String(issue.input).length} caracteres; use no máximo ${MAX_MESSAGE}.`,
    })
    .refine((message) => !CONTROL.test(message), {
      error:
        "A mensagem tem um caractere invisível de controle (vindo, por exemplo, de um texto colado de outro programa), que o histórico não aceita. Apague a mensagem, digite-a de novo e publique.",
      params: UNPROCESSABLE,
    }),
}) satisfies z.ZodType<PublishRequest>;
