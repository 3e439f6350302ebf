/** A phone as site.json holds it: how it is shown, and optionally how it is dialled (older configs wrote both). */
export interface PhoneValue {
  display: string;
  tel?: string;
}

/**
 * The number a `tel:` link dials, from the phone as shown: "(44) 3333-4444" becomes "+554433334444". A number
 * written with its country code ("+1 …") keeps it; one starting with 0 (0800, a carrier prefix) is dialled as
 * written, since those only work inside Brazil; any other is a Brazilian number with its area code.
 */
export function dialNumber(phone: PhoneValue): string {
  if (phone.tel) return phone.tel;
  const digits = phone.display.replace(/\D/g, "");
  if (phone.display.trim().startsWith("+")) return `+${digits}`;
  if (digits.startsWith("0")) return digits;
  return `+55${digits}`;
}

/** The contact phones of site.json, each given the number it dials, so `{{contact.salesPhone.tel}}` always has one. */
export function withDialNumbers<T>(siteJson: T): T {
  const contact = (siteJson as { contact?: Record<string, unknown> } | null)?.contact;
  if (!contact || typeof contact !== "object") return siteJson;
  const filled = Object.fromEntries(
    Object.entries(contact).map(([key, value]) => [key, isPhone(value) ? { ...value, tel: dialNumber(value) } : value]),
  );
  return { ...siteJson, contact: filled };
}

/** Whether a value of `contact` is a phone: an object with a shown number. */
function isPhone(value: unknown): value is PhoneValue {
  return !!value && typeof value === "object" && typeof (value as PhoneValue).display === "string";
}
