import type { ExperimentRecord } from "../experiments/records.ts";
import { visitorSigner } from "../experiments/visitorSignature.ts";

/**
 * Which visitors' records may count (decision 098): an id a server of the site signed with `secret` (npm run serve, a
 * Worker), or an id nginx issued itself, which nginx cannot sign but logs as issued (`novo`) with the view that set its
 * cookie. A made-up id is neither; without the secret, no signed id can be checked.
 */
export async function trustedVisitors(
  records: ExperimentRecord[],
  secret: string | undefined,
): Promise<(visitor: string) => boolean> {
  const issued = new Set(
    records.flatMap((record) => (record.novo && record.tipo === "impressao" ? [record.visitante] : [])),
  );
  const signer = secret ? visitorSigner(secret) : undefined;
  const signed = new Set<string>();
  if (signer)
    for (const visitor of new Set(records.map((record) => record.visitante)))
      if (await signer.verify(visitor)) signed.add(visitor);
  return (visitor) => signed.has(visitor) || issued.has(visitor);
}
