import { useMemo, useState } from "react";
import type { Block } from "../../schema/generated/page.ts";
import { ChatLinksProvider } from "../../renderer/chat/ChatLinks.tsx";
import { placeholdersFrom } from "../../model/content/currentYear.ts";
import { interpolate } from "../../model/content/interpolate.ts";
import { BlockList } from "../../renderer/page/BlockList.tsx";
import { useSite } from "../../renderer/site/SiteContext.tsx";
import { DemotedHeadings } from "../../renderer/ui/MainHeading.tsx";
import { t } from "../app/strings.ts";
import { exampleLinks } from "./catalogEntries.ts";
import styles from "./catalog.module.css";

/** The link service is never asked from the catalog: examples keep their fallback links. */
const OFFLINE = { baseUrl: "", productPath: "", timeoutMs: 1, fetchImpl: () => Promise.reject(new Error("offline")) };

function CopyButton({ json }: { json: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(json);
    setCopied(true);
  };
  return (
    <button type="button" className="btn btn--secondary" onClick={copy}>
      {copied ? t.catalogCopied : t.catalogCopy}
    </button>
  );
}

/** One example: the block as a page shows it (when the site has its component), then its JSON to copy. */
export function CatalogExample({ example, rendered }: { example: Block; rendered: boolean }) {
  const site = useSite();
  // The JSON to copy keeps its {{placeholders}}; the preview shows them filled, as a page would.
  const json = JSON.stringify(example, null, 2);
  const shown = useMemo(() => interpolate(example, placeholdersFrom(site)), [example, site]);
  const links = useMemo(() => exampleLinks(example, t.catalogChatMessage), [example]);
  return (
    <div className={styles.example}>
      {rendered ? (
        <div className={styles.preview}>
          <ChatLinksProvider links={links} chat={site.chat} service={OFFLINE} order="parallel">
            <DemotedHeadings>
              <BlockList blocks={[shown]} />
            </DemotedHeadings>
          </ChatLinksProvider>
        </div>
      ) : (
        <p className={styles.note} role="note">
          {t.previewUnknownBlocks(example.type)}
        </p>
      )}
      <details className={styles.json}>
        <summary>{t.catalogJson}</summary>
        <CopyButton json={json} />
        <pre>
          <code>{json}</code>
        </pre>
      </details>
    </div>
  );
}
