import type { ExperimentSplit } from "../../model/experiments/splits.ts";

/**
 * What the build tells the edge Worker about the site (build/edge/ writes it into deploy/edge/worker.js), worked out
 * from the same route table and dist/_serve.json as npm run serve and deploy/nginx.conf, so that the Worker reads
 * nothing at run time but the build's files.
 */
export interface EdgeSite {
  /**
   * The routes the Worker resolves itself, in the site's one order (model/routing/routeResolver.ts): the routes with
   * parameters, the exact routes one of them would also answer, and the tested pages' routes. Every other page is its
   * prerendered `<address>/index.html`, found as a file, so the Worker does not grow with the site (as nginx's
   * `location /`).
   */
  routes: string[];
  /** The security headers of every answer (server/securityHeaders.ts with the build's hashes and services). */
  headers: Record<string, string>;
  /** The running A/B tests of dist/_serve.json (empty for none). */
  experiments: ExperimentSplit[];
  /** The Content-Type of each file extension of the build (`.html`), as npm run serve sends it. */
  contentTypes: Record<string, string>;
}
