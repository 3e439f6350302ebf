import { z } from "zod";
import type { PaymentMessages } from "../../schema/generated/page.ts";

/** The card form's rules with the page's messages (spec section 5). */
export function paymentSchema(messages: PaymentMessages) {
  return z.object({
    numeroCartao: z.string().min(1, messages.numeroRequired).regex(/^\d{16}$/, messages.numeroInvalid),
    vencimentoCartao: z.string().min(1, messages.vencimentoRequired).regex(/^(0[1-9]|1[0-2])\/\d{4}$/, messages.vencimentoInvalid),
    cvcCartao: z.string().min(1, messages.cvcRequired).regex(/^\d{3}$/, messages.cvcInvalid),
    nomeCartao: z.string().trim().min(1, messages.nomeRequired).min(3, messages.nomeTooShort),
  });
}

/** What the card form holds: the number and CVC as digits, the expiry as MM/AAAA. */
export type PaymentValues = z.infer<ReturnType<typeof paymentSchema>>;

/** The only trace of a card that may be logged: its last four digits. */
export function maskedCardNumber(digits: string): string {
  return `**** **** **** ${digits.slice(-4)}`;
}
