import { useMemo, useState } from "react";
import type { Block, BlockCatalogBlock } from "../../schema/generated/page.ts";
import { ChatLinksProvider } from "../../renderer/chat/ChatLinks.tsx";
import { interpolate } from "../../renderer/content/interpolate.ts";
import { placeholdersFrom } from "../../renderer/content/currentYear.ts";
import { BlockList } from "../../renderer/page/BlockList.tsx";
import { useSite } from "../../renderer/site/SiteContext.tsx";
import { DemotedHeadings, MainHeading } from "../../renderer/ui/MainHeading.tsx";
import { RichText } from "../../renderer/ui/RichText.tsx";
import { catalogEntries, exampleLinks } from "./catalogEntries.ts";
import styles from "./blockCatalog.module.css";

/** The link service is never asked from the catalog: examples keep their fallback links. */
const OFFLINE = { baseUrl: "", productPath: "", timeoutMs: 1, fetchImpl: () => Promise.reject(new Error("offline")) };

function CopyButton({ json, block }: { json: string; block: BlockCatalogBlock }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(json);
    setCopied(true);
  };
  return (
    <button type="button" className="btn btn--secondary" onClick={copy}>
      {copied ? block.copiedLabel : block.copyLabel}
    </button>
  );
}

function Example({ example, block }: { example: Block; block: BlockCatalogBlock }) {
  const site = useSite();
  const { chat } = site;
  // The JSON to copy keeps its {{placeholders}}; the preview shows them filled, as a page would.
  const json = JSON.stringify(example, null, 2);
  const shown = useMemo(() => interpolate(example, placeholdersFrom(site)), [example, site]);
  const links = useMemo(() => exampleLinks(example, block.exampleChatMessage), [example, block.exampleChatMessage]);
  return (
    <div className={styles.example}>
      <div className={styles.preview}>
        <ChatLinksProvider links={links} chat={chat} service={OFFLINE} order="parallel">
          <DemotedHeadings>
            {/* Loaded with the page: a page with the catalog loads every block type (see blockTypesOf). */}
            <BlockList blocks={[shown]} />
          </DemotedHeadings>
        </ChatLinksProvider>
      </div>
      <details className={styles.json}>
        <summary>{block.jsonLabel}</summary>
        <CopyButton json={json} block={block} />
        <pre>
          <code>{json}</code>
        </pre>
      </details>
    </div>
  );
}

/** Every block type rendered from its examples, each with its JSON to copy: the editors' menu of blocks. */
export function BlockCatalog({ block }: { block: BlockCatalogBlock }) {
  const entries = catalogEntries();
  return (
    <section data-block="blockCatalog" id={block.id} className="section section--branco">
      <div className="container">
        <header className="section__header">
          <MainHeading className="section__title">
            <RichText text={block.title} />
          </MainHeading>
          {block.intro && <p className="section__intro">{block.intro}</p>}
        </header>
        <nav className={styles.index}>
          {entries.map((entry) => (
            <a key={entry.type} href={`#bloco-${entry.type}`}>
              {entry.type}
            </a>
          ))}
        </nav>
        {entries.map((entry) => (
          <article key={entry.type} id={`bloco-${entry.type}`} className={styles.entry}>
            <h2 className={styles.type}>
              <code>{entry.type}</code>
            </h2>
            <p>{entry.description}</p>
            {entry.examples.map((example, index) => (
              <Example key={index} example={example} block={block} />
            ))}
          </article>
        ))}
      </div>
    </section>
  );
}
