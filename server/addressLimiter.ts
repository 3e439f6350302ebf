import { networkAddress } from "./networkAddress.ts";

/** How many records one address may cause: a burst, then a steady rate (a token bucket, as nginx's limit_req). */
export interface AddressLimit {
  burst: number;
  perSecond: number;
}

/** The limit both servers apply to the A/B records of one address (build/nginx/experimentRecords.ts says the same). */
export const RECORD_LIMIT: AddressLimit = { burst: 60, perSecond: 1 };

/** Addresses tracked before the full buckets are forgotten (a full bucket is what a new address gets anyway). */
const TRACKED = 10_000;

/**
 * Whether one more request of an address (an IPv6 one: its /64) may be recorded: each has `burst` tokens, refilled at `perSecond`; a
 * request takes one, or is refused when none is left. Memory stays bounded: past {@link TRACKED} addresses, those whose
 * bucket is full again are dropped.
 */
export function addressLimiter(
  { burst, perSecond }: AddressLimit = RECORD_LIMIT,
  now: () => number = Date.now,
): (address: string) => boolean {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const tokensOf = (bucket: { tokens: number; at: number }, time: number) =>
    Math.min(burst, bucket.tokens + ((time - bucket.at) / 1000) * perSecond);
  return (client) => {
    const address = networkAddress(client);
    const time = now();
    if (buckets.size >= TRACKED)
      for (const [key, bucket] of buckets) if (tokensOf(bucket, time) >= burst) buckets.delete(key);
    const bucket = buckets.get(address);
    const tokens = bucket ? tokensOf(bucket, time) : burst;
    if (tokens < 1) return false;
    buckets.set(address, { tokens: tokens - 1, at: time });
    return true;
  };
}
