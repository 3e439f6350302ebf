import type { ServiceConfig } from "./config.ts";

/**
 * At start, for the administrator who runs the service: without EDITOR_GIT_REMOTE nothing is sent anywhere (decision
 * 095), and this sentence says so once; undefined when a site's repository is configured.
 */
export function notConnectedLine(config: Pick<ServiceConfig, "remote">): string | undefined {
  if (config.remote) return undefined;
  return [
    "O site não recebe as publicações: EDITOR_GIT_REMOTE não está definido, então cada publicação fica registrada só",
    "nesta cópia do site, sem ser enviada. Defina EDITOR_GIT_REMOTE (e EDITOR_GIT_BRANCH, se o site não é construído",
    "a partir de main) e reinicie o editor.",
  ].join(" ");
}
