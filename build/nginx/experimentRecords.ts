import { CONSENT_ACCEPTED, CONSENT_COOKIE } from "../../model/experiments/consentCookie.ts";
import { CONVERSION_PATH, VISITOR_COOKIE } from "../../model/experiments/records.ts";
import { experimentCookie, type ExperimentSplit } from "../../model/experiments/splits.ts";
import { EXPERIMENT_COOKIE_SECONDS } from "../../server/experimentSplit.ts";
import { block, comment, quoted, type ConfPart } from "./nginxText.ts";

/** Where nginx writes the A/B lines that npm run experiments:report -- --nginx reads (deploy/README.md). */
export const NGINX_AB_LOG = "/var/log/nginx/ab.log";

const VALID_VISITOR = "[A-Za-z0-9-]{8,64}";

/**
 * The A/B records as npm run serve writes them (server/experimentRecorder.ts), as nginx log lines of the same JSON
 * fields: a consenting visitor's view of a tested page (impressao, with the variant the split chose) and a conversion
 * beacon (`POST /_ab/conversao?teste=…&variante=…&tipo=…`, answered 204). The visitor's id is their `ab_visitante`
 * cookie, or on a first view the request's id, kept in that cookie. The log is declared at `http` level beside the
 * server's usual access log, so it adds to it rather than replacing it.
 */
export function experimentRecords(splits: ExperimentSplit[], log: string = NGINX_AB_LOG): ConfPart {
  if (splits.length === 0) return {};
  const last = splits.length;
  // Each test's fields fall back to the previous test's, the first to the beacon's: one request is at most one of them.
  const chain = splits.flatMap((split, index) => {
    const variant = `$${experimentCookie(split.name)}_variant`;
    const field = (name: string, value: string) =>
      block(`map ${variant} $ab_${name}_${index + 1}`, [`"" $ab_${name}_${index};`, `default ${value};`]);
    return [...field("teste", quoted(split.name)), ...field("variante", variant), ...field("tipo", "impressao")];
  });
  return {
    http: [
      ...comment(
        "A/B records (decision 085): a consenting visitor's view of a tested page, and each conversion beacon.",
      ),
      ...block(`map $cookie_${VISITOR_COOKIE} $ab_visitante`, [
        `${quoted(`~^${VALID_VISITOR}$`)} $cookie_${VISITOR_COOKIE};`,
        "default $request_id;",
      ]),
      ...block(`map "$uri:$cookie_${CONSENT_COOKIE}:$request_method" $ab_beacon`, [
        `${quoted(`${CONVERSION_PATH}:${CONSENT_ACCEPTED}:POST`)} 1;`,
        'default "";',
      ]),
      ...block("map $ab_beacon $ab_teste_0", ["1 $arg_teste;", 'default "";']),
      ...block("map $ab_beacon $ab_variante_0", ["1 $arg_variante;", 'default "";']),
      ...block("map $ab_beacon $ab_tipo_0", ["1 $arg_tipo;", 'default "";']),
      ...chain,
      // A HEAD shows nobody a page: no impression.
      ...block(`map "$request_method:$ab_tipo_${last}" $ab_logged`, ['"~^HEAD:" "";', '"~:.+$" 1;', 'default "";']),
      ...block(`map "$ab_tipo_${last}:$cookie_${VISITOR_COOKIE}" $ab_visitante_cookie`, [
        `${quoted(`~^impressao:${VALID_VISITOR}$`)} "";`,
        `"~^impressao:" "${VISITOR_COOKIE}=$request_id; Path=/; Max-Age=${EXPERIMENT_COOKIE_SECONDS}; SameSite=Lax";`,
        'default "";',
      ]),
      `log_format ab_registro escape=json '{"em":"$time_iso8601","teste":"$ab_teste_${last}","variante":"$ab_variante_${last}","tipo":"$ab_tipo_${last}","visitante":"$ab_visitante"}';`,
      `access_log ${log} ab_registro if=$ab_logged;`,
    ],
    server: [
      ...comment("The conversion beacon: nothing to answer; the line above records it for a consenting visitor."),
      ...block(`location = ${CONVERSION_PATH}`, ["return 204;"]),
      "add_header Set-Cookie $ab_visitante_cookie;",
    ],
  };
}
