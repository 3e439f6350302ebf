import { z } from "zod";
import type { PaymentMessages } from "../../schema/generated/page.ts";

/** The card rules: 16-digit number, MM/AAAA expiry (month 01-12), 3-digit CVC, name of 3+ characters. */
export function paymentSchema(messages: PaymentMessages) {
  return z.object({
    numeroCartao: z
      .string()
      .min(1, messages.numeroRequired)
      .regex(/^\d{16}$/, messages.numeroInvalid),
    vencimentoCartao: z
      .string()
      .min(1, messages.vencimentoRequired)
      .regex(/^(0[1-9]|1[0-2])\/\d{4}$/, messages.vencimentoInvalid),
    cvcCartao: z
      .string()
      .min(1, messages.cvcRequired)
      .regex(/^\d{3}$/, messages.cvcInvalid),
    nomeCartao: z.string().trim().min(1, messages.nomeRequired).min(3, messages.nomeTooShort),
  });
}

/** What the card form holds: the number and CVC as digits, the expiry as MM/AAAA. */
export type PaymentValues = z.infer<ReturnType<typeof paymentSchema>>;

/** The only trace of a card that may be logged: its last four digits. */
export function maskedCardNumber(digits: string): string {
  return `**** **** **** ${digits.slice(-4)}`;
}

/** The console line of a valid submit: brand, masked number and CNPJ; never the number, expiry, CVC or name. */
export function paymentLogLine(brand: string, digits: string, cnpj: string): string {
  return `card payment: brand=${brand} card=${maskedCardNumber(digits)} cnpj=${cnpj}`;
}
