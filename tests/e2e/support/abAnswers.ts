import { expect } from "vitest";
import { CONSENT_ACCEPTED, CONSENT_COOKIE } from "../../../model/experiments/consentCookie.ts";
import { readServeManifest } from "../../../server/serveManifest.ts";
import { rawGet, type RawAnswer } from "../../helpers/rawGet.ts";

/**
 * What the suites that compare another server with `npm run serve` (nginx, the edge Worker) share: the build's
 * manifest, the A/B fixture's pages and how to read their answers.
 */

/** The build's dist/_serve.json, which deploy/nginx.conf and deploy/edge/ are written from. */
export function builtManifest(dist: string) {
  const manifest = readServeManifest(dist);
  if ("problem" in manifest) throw new Error(manifest.problem);
  return manifest;
}

/** A page of the A/B fixture, told apart by its heading. */
export const abPage = (heading: string) => `<!doctype html><title>Oferta</title><h1>${heading}</h1>`;
/** The heading of an answer of the A/B fixture. */
export const headingOf = (answer: RawAnswer) => /<h1>([^<]*)<\/h1>/.exec(answer.body.toString())?.[1];
/** The cookie of a visitor who accepted measurement. */
export const CONSENTED = { cookie: `${CONSENT_COOKIE}=${CONSENT_ACCEPTED}` };

/**
 * Every address under /_variantes/ answers 404 from `tested` as from `node` (npm run serve), with or without consent
 * and a variant's cookie: a variant is reached only at its page's address.
 */
export async function expectVariantAddressesRefused(tested: string, node: string): Promise<void> {
  const addresses = ["/_variantes/oferta-ab/b/index.html", "/_variantes/oferta-ab/b/", "/_variantes/oferta-ab/b"];
  addresses.push("/_variantes/oferta-ab/", "/_variantes/", "/_variantes", "/%5Fvariantes/oferta-ab/b/index.html");
  for (const address of addresses)
    for (const cookie of ["", CONSENTED.cookie, `${CONSENTED.cookie}; ab_oferta_ab=b`]) {
      const [fromTested, fromNode] = await Promise.all([
        rawGet(tested, address, { cookie }),
        rawGet(node, address, { cookie }),
      ]);
      const answer = (got: RawAnswer) => [address, cookie, got.status, headingOf(got)];
      expect(answer(fromTested)).toEqual([address, cookie, 404, "Não encontrada"]);
      expect(answer(fromNode)).toEqual(answer(fromTested));
    }
}
