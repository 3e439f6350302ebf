import { join } from "node:path";
import { ROOT } from "../../model/paths.ts";
import type { NginxDeployment } from "./nginxConf.ts";

/** Where `npm run build` writes the nginx config: beside dist/, never inside it (dist/ is what visitors can read). */
export const NGINX_CONF = join(ROOT, "deploy", "nginx.conf");

/** The folder deploy/README.md tells to copy dist/ to. */
export const DEPLOYED_ROOT = "/srv/site/dist";

/** Where a deployment keeps its own lines for the site's server block (TLS): kept across builds, none is fine. */
export const DEPLOYMENT_INCLUDE = "/etc/nginx/site.d/*.conf";

/**
 * The deployment the build writes the config for: dist/ at {@link DEPLOYED_ROOT}, the host of site.json's siteUrl
 * (and the same without `www.`), and the server's own lines from {@link DEPLOYMENT_INCLUDE}.
 */
export function deploymentFor(siteUrl: string): NginxDeployment {
  const host = new URL(siteUrl).hostname;
  const bare = host.replace(/^www\./, "");
  return { root: DEPLOYED_ROOT, serverNames: bare === host ? [host] : [host, bare], include: DEPLOYMENT_INCLUDE };
}
