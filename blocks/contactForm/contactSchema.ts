import { z } from "zod";
import type { ContactFormMessages } from "../../schema/generated/page.ts";

/** The fields in the order the spec checks them (the first failure is the only one alerted). */
export const CONTACT_FIELDS = ["nome", "email", "telefone"] as const;

/** The spec's minimum phone length (digits). */
export const PHONE_MIN_DIGITS = 11;

/** The contact form's rules, with the page's messages; termos is never submitted, so it is not validated. */
export function contactSchema(messages: ContactFormMessages) {
  return z.object({
    nome: z.string().trim().min(1, messages.nomeRequired),
    email: z.string().trim().min(1, messages.emailRequired),
    telefone: z.string().min(1, messages.telefoneRequired).min(PHONE_MIN_DIGITS, messages.telefoneInvalid),
    termos: z.boolean(),
  });
}

/** What the form holds. */
export type ContactValues = z.infer<ReturnType<typeof contactSchema>>;
