/**
 * The bodies the document endpoints accept, as zod schemas checked at the boundary (routing/answerRoute.ts). They
 * restate no JSON Schema: a document's own content is the validator's to judge; these check only the request's shape.
 * Each `satisfies` ties a schema to the type the editor's client sends (editor/shared/api.ts).
 */
import { z } from "zod";
import type { PublishRequest, SaveRequest } from "../../shared/api.ts";

const MAX_MESSAGE = 500;

/** A document's data: a JSON object. */
export const documentData = z.record(z.string(), z.unknown());

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
    }),
}) satisfies z.ZodType<PublishRequest>;
