import classNames from "classnames";
import type { ReactNode } from "react";
import { RichText } from "./RichText.tsx";
import styles from "./trustBand.module.css";

/** The frame of the trust blocks (logos, ratings): a low band with an optional small centred title over its list. */
export function TrustBand({
  block,
  id,
  title,
  background = "branco",
  className,
  children,
}: {
  /** The block type, written to `data-block`. */
  block: string;
  id?: string;
  title?: string;
  background?: "branco" | "cinza" | "azul";
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      data-block={block}
      id={id}
      className={classNames("section", `section--${background}`, styles.band, className)}
    >
      <div className="container">
        {title && (
          <h2 className={styles.title}>
            <RichText text={title} />
          </h2>
        )}
        {children}
      </div>
    </section>
  );
}
