import { securityHeaders as headersOf } from "../../server/securityHeaders.ts";
import { comment, quoted, type ConfPart } from "./nginxText.ts";

/** What the security headers depend on: the build's inline-script hashes, Tag Manager, the services' addresses. */
export interface HeaderSettings {
  inlineScriptHashes: string[];
  tagManager: boolean;
  /** SITE_API_BASE_URL and SITE_CONTACT_URL as the build saw them: the pages call them, connect-src allows them. */
  serviceUrls: Array<string | undefined>;
}

/** The headers of server/securityHeaders.ts on every answer, 404s included (`always`). */
export function securityHeaders({ inlineScriptHashes, tagManager, serviceUrls }: HeaderSettings): ConfPart {
  const headers = headersOf(serviceUrls, { tagManager, inlineScriptHashes });
  return {
    server: [
      ...comment(
        "The same headers as `npm run serve` (server/securityHeaders.ts), with this build's page-loader hash (decision",
        "050), Tag Manager's origin when site.json names a container, and the services' origins the build was given.",
      ),
      ...Object.entries(headers).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`),
    ],
  };
}
