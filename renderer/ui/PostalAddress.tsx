import type { Address } from "../../schema/generated/site.ts";

/** The company's postal address in two lines (street · district, city/state · CEP), as the footer and the address block show it. */
export function PostalAddress({ address }: { address: Address }) {
  return (
    <span>
      {address.street} · {address.district}
      <br />
      {address.city}/{address.state} · {address.zip}
    </span>
  );
}
