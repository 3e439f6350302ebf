import type { PageConfig } from "../../schema/generated/page.ts";
import { useSite } from "../site/SiteContext.tsx";

/** Title, description, canonical and robots tags; React hoists them into <head>. */
export function PageHead({ config }: { config: PageConfig }) {
  const site = useSite();
  const canonicalPath = config.route.includes(":") ? undefined : config.route;
  return (
    <>
      <title>{config.title}</title>
      <meta name="description" content={config.description} />
      {config.noindex && <meta name="robots" content="noindex" />}
      {canonicalPath !== undefined && <link rel="canonical" href={`${site.siteUrl}${canonicalPath}`} />}
    </>
  );
}
