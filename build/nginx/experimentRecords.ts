import { CONSENT_ACCEPTED, CONSENT_COOKIE } from "../../model/experiments/consentCookie.ts";
import { CONVERSION_PATH, VISITOR_COOKIE } from "../../model/experiments/records.ts";
import { experimentCookie, type ExperimentSplit } from "../../model/experiments/splits.ts";
import { RECORD_LIMIT } from "../../server/addressLimiter.ts";
import { EXPERIMENT_COOKIE_SECONDS } from "../../server/experimentSplit.ts";
import { block, comment, quoted, type ConfPart } from "./nginxText.ts";

/** Where nginx writes the A/B lines that npm run experiments:report -- --nginx reads (deploy/README.md). */
export const NGINX_AB_LOG = "/var/log/nginx/ab.log";

/** What a visitor id looks like (a signed id of npm run serve or a Worker, or nginx's own): nginx cannot check more. */
const VALID_VISITOR = "[A-Za-z0-9_.-]{8,64}";

/**
 * The A/B records as npm run serve writes them (server/experimentRecorder.ts), as nginx log lines of the same JSON
 * fields: a consenting visitor's view of a tested page (impressao, with the variant the split chose) and a conversion
 * beacon (`POST /_ab/conversao?teste=…&variante=…&tipo=…`, answered 204). The visitor's id is their `ab_visitante`
 * cookie, or on a first view the request's id, kept in that cookie and marked `"novo":"1"` on that view's line.
 *
 * What nginx cannot do (decision 098): sign or check an id (it has no HMAC), nor remember what it logged. So it logs
 * every consenting view, and any id that looks like one; the report counts an unsigned id only when nginx's own log
 * shows it issued it, and each visitor once. It does limit each address as npm run serve does (RECORD_LIMIT, with
 * limit_req in dry-run mode: the visitor still gets the page, the line is left out). The log is declared at `http`
 * level beside the server's usual access log, so it adds to it rather than replacing it.
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
      ...block(`map "$request_method:$ab_tipo_${last}" $ab_wanted`, ['"~^HEAD:" "";', '"~:.+$" 1;', 'default "";']),
      ...block(`map "$ab_tipo_${last}:$cookie_${VISITOR_COOKIE}" $ab_visitante_cookie`, [
        `${quoted(`~^impressao:${VALID_VISITOR}$`)} "";`,
        `"~^impressao:" "${VISITOR_COOKIE}=$request_id; Path=/; Max-Age=${EXPERIMENT_COOKIE_SECONDS}; SameSite=Lax";`,
        'default "";',
      ]),
      ...block("map $ab_visitante_cookie $ab_novo", ['"" "";', "default 1;"]),
      // Only a request that would write a line counts against its address (an empty key is not counted).
      ...block("map $ab_wanted $ab_limite", ['"" "";', "default $binary_remote_addr;"]),
      `limit_req_zone $ab_limite zone=ab_registros:1m rate=${RECORD_LIMIT.perSecond}r/s;`,
      ...block(`map "$ab_wanted:$limit_req_status" $ab_logged`, ['"~:REJECTED" "";', '"~^1:" 1;', 'default "";']),
      `log_format ab_registro escape=json '{"em":"$time_iso8601","teste":"$ab_teste_${last}","variante":"$ab_variante_${last}","tipo":"$ab_tipo_${last}","visitante":"$ab_visitante","novo":"$ab_novo"}';`,
      `access_log ${log} ab_registro if=$ab_logged;`,
    ],
    server: [
      ...comment("Past its limit an address's records are left out; its visitors still get every answer (dry run)."),
      `limit_req zone=ab_registros burst=${RECORD_LIMIT.burst - 1} nodelay;`,
      "limit_req_dry_run on;",
      "limit_req_log_level info;",
      ...comment(
        "The conversion beacon: nothing to answer; the line above records it for a consenting visitor. (try_files, not",
        "return: a return answers before the limit is counted.)",
      ),
      ...block(`location = ${CONVERSION_PATH}`, ["try_files /_ab_sem_arquivo =204;"]),
      "add_header Set-Cookie $ab_visitante_cookie;",
    ],
  };
}
