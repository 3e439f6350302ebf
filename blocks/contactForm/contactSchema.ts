import { z } from "zod";
import type { ContactFormMessages } from "../../schema/generated/page.ts";

/** The fields in the order they are checked (only the first failure is alerted). */
export const CONTACT_FIELDS = ["nome", "email", "telefone"] as const;

/** Digits of a complete phone, (00) 0 0000-0000: also the minimum length. */
export const PHONE_DIGITS = 11;

/**
 * The contact form's rules with the page's messages. A blank name or e-mail counts as empty; the phone is
 * digits only. The e-mail format is not checked beyond the input type. termos is never submitted.
 */
export function contactSchema(messages: ContactFormMessages) {
  return z.object({
    nome: z.string().trim().min(1, messages.nomeRequired),
    email: z.string().trim().min(1, messages.emailRequired),
    telefone: z.string().min(1, messages.telefoneRequired).min(PHONE_DIGITS, messages.telefoneInvalid),
    termos: z.boolean(),
  });
}

/** What the form holds. */
export type ContactValues = z.infer<ReturnType<typeof contactSchema>>;
