import type { Phone } from "../../schema/generated/site.ts";
import { dialNumber } from "../../model/content/dialNumber.ts";
import { KeepTogether } from "./KeepTogether.tsx";

/** A phone of site.json as a link that dials it: the number as shown, the `tel:` address made from it. */
export function PhoneLink({ phone }: { phone: Phone }) {
  return (
    <a href={`tel:${dialNumber(phone)}`}>
      <KeepTogether text={phone.display} />
    </a>
  );
}
