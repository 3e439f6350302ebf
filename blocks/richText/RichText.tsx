import classNames from "classnames";
import type { RichTextBlock as RichTextBlockConfig, RichTextPart } from "../../schema/generated/page.ts";
import { RichText as RichTextMarkup } from "../../renderer/ui/RichText.tsx";
import { InlineLinks } from "./InlineLinks.tsx";
import styles from "./richText.module.css";

function Part({ part }: { part: RichTextPart }) {
  switch (part.kind) {
    case "heading":
      return (
        <h2 className={styles.heading}>
          <RichTextMarkup text={part.text} />
        </h2>
      );
    case "subheading":
      return (
        <h3 className={styles.subheading}>
          <RichTextMarkup text={part.text} />
        </h3>
      );
    case "paragraph":
      return (
        <p>
          <InlineLinks text={part.text} />
        </p>
      );
    case "list": {
      const List = part.ordered ? "ol" : "ul";
      return (
        <List className={styles.list}>
          {part.items.map((item, index) => (
            <li key={index}>
              <InlineLinks text={item} />
            </li>
          ))}
        </List>
      );
    }
  }
}

/** Running text from config (headings, paragraphs, lists, links), rendered as text: never as HTML. */
export function RichText({ block }: { block: RichTextBlockConfig }) {
  return (
    <section data-block="richText" id={block.id} className={classNames("section", styles.section)}>
      <div className={classNames("container", styles.prose)}>
        {block.content.map((part, index) => (
          <Part key={index} part={part} />
        ))}
      </div>
    </section>
  );
}
