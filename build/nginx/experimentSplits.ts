import { CONSENT_ACCEPTED, CONSENT_COOKIE } from "../../model/experiments/consentCookie.ts";
import { experimentCookie, variantHtmlPath, type ExperimentSplit } from "../../model/experiments/splits.ts";
import { ORIGINAL } from "../../model/experiments/variantFiles.ts";
import { EXPERIMENT_COOKIE_SECONDS } from "../../server/experimentSplit.ts";
import { routeFile } from "../routeFile.ts";
import { block, comment, quoted, type ConfPart } from "./nginxText.ts";
import { routeRegex } from "./routeLocations.ts";

/** One test's lines: the draw, the kept variant, what answers the page's address and the cookie to set. */
function splitLines(split: ExperimentSplit): ConfPart {
  const id = experimentCookie(split.name);
  const cookie = `$cookie_${id}`;
  const here = `$${id}_here`;
  const key = `"${here}:$cookie_${CONSENT_COOKIE}:$${id}_kept"`;
  const drawn = split.variants.filter((variant) => variant.weight > 0);
  return {
    http: [
      ...comment(`A/B test "${split.name}" at ${split.route}.`),
      ...block(`map $uri ${here}`, [`${quoted(`~${routeRegex(split.route)}`)} 1;`, 'default "";']),
      // A first visit's draw, by weight, on a key of its own (each request's random id): the cookie keeps it.
      ...block(`split_clients "$request_id" $${id}_draw`, [
        ...drawn.slice(0, -1).map(({ name, weight }) => `${weight}% ${name};`),
        `* ${drawn[drawn.length - 1]!.name};`,
      ]),
      ...block(`map ${cookie} $${id}_kept`, [
        ...split.variants.filter((variant) => variant.weight > 0).map(({ name }) => `${name} ${name};`),
        'default "";',
      ]),
      ...block(`map ${key} $${id}_variant`, [
        `"~^1:${CONSENT_ACCEPTED}:(.+)$" $1;`,
        `"1:${CONSENT_ACCEPTED}:" $${id}_draw;`,
        'default "";',
      ]),
      ...block(`map $${id}_variant $${id}_file`, [
        ...drawn
          .filter(({ name }) => name !== ORIGINAL)
          .map(({ name }) => `${name} ${variantHtmlPath(split.name, name)};`),
        `default /${routeFile(split.route)};`,
      ]),
      ...block(`map ${key} $${id}_set_cookie`, [
        `"1:${CONSENT_ACCEPTED}:" "${id}=$${id}_draw; Path=/; Max-Age=${EXPERIMENT_COOKIE_SECONDS}; SameSite=Lax";`,
        'default "";',
      ]),
    ],
    server: [
      ...block(`location ~ ${quoted(routeRegex(split.route))}`, [`try_files $${id}_file =404;`]),
      `add_header Set-Cookie $${id}_set_cookie;`,
    ],
  };
}

/**
 * The running A/B tests as npm run serve splits them (server/experimentSplit.ts): at a tested page's address, a
 * visitor whose consent cookie says "aceito" gets the variant of their experiment cookie, or one drawn by weight with
 * `split_clients` and the cookie that keeps it; anyone else gets the page. The variant's file answers at the page's
 * address (`try_files`, a rewrite inside nginx, never a redirect). Nothing at all for a site without running tests.
 */
export function experimentSplits(splits: ExperimentSplit[]): ConfPart {
  if (splits.length === 0) return {};
  const parts = splits.map(splitLines);
  const anyHere = splits.map((split) => `$${experimentCookie(split.name)}_here`).join("");
  return {
    http: [
      ...parts.flatMap((part) => part.http ?? []),
      ...comment("A tested page's answer depends on the visitor's cookies."),
      ...block(`map "${anyHere}" $site_vary_cookie`, ['"" "";', "default Cookie;"]),
    ],
    server: [
      ...comment(
        "A/B tests (decision 080): each tested address answers with the visitor's variant, before the other locations.",
      ),
      ...parts.flatMap((part) => part.server ?? []),
      "add_header Vary $site_vary_cookie;",
    ],
  };
}
