import classNames from "classnames";
import type { ReactNode } from "react";
import { RichText } from "./RichText.tsx";

/** Props of {@link Section}. */
export interface SectionProps {
  /** The block type, written to `data-block`. */
  block: string;
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: string;
  background?: "branco" | "cinza" | "azul";
  className?: string;
  children: ReactNode;
}

/** The common frame of a content block: a <section> with optional eyebrow, h2 title and intro. */
export function Section({
  block,
  id,
  eyebrow,
  title,
  intro,
  background = "branco",
  className,
  children,
}: SectionProps) {
  return (
    <section data-block={block} id={id} className={classNames("section", `section--${background}`, className)}>
      <div className="container">
        {(eyebrow || title || intro) && (
          <header className="section__header">
            {eyebrow && (
              <p className="eyebrow">
                <RichText text={eyebrow} />
              </p>
            )}
            {title && (
              <h2 className="section__title">
                <RichText text={title} />
              </h2>
            )}
            {intro && (
              <p className="section__intro">
                <RichText text={intro} />
              </p>
            )}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
