import type { Attribution } from "../../model/experiments/attribution.ts";
import { CONVERSION_PATH, type ConversionKind } from "../../model/experiments/records.ts";

/**
 * Tells the site's server that a visitor in an A/B test converted: a beacon to its own address, which survives the
 * page being left for the chat, and is sent only on a conversion (never while the page loads). The parameters are in
 * the address, where nginx can log them without reading a body.
 */
export function sendConversion({ test, variant }: Attribution, kind: ConversionKind): void {
  const query = new URLSearchParams({ teste: test, variante: variant, tipo: kind });
  try {
    navigator.sendBeacon?.(`${CONVERSION_PATH}?${query}`);
  } catch {
    // A browser that refuses the beacon loses the count, never the visitor's click.
  }
}
