import classNames from "classnames";
import type { BannerBlock } from "../../schema/generated/page.ts";
import { Actions } from "../../renderer/ui/Action.tsx";
import { Icon } from "../../renderer/ui/Icon.tsx";
import { Img } from "../../renderer/ui/Img.tsx";
import { MainHeading } from "../../renderer/ui/MainHeading.tsx";
import { RichText } from "../../renderer/ui/RichText.tsx";
import styles from "./banner.module.css";

/** The page's opening band: its only h1, supporting text, buttons and an illustration; compact, a short band. */
export function Banner({ block }: { block: BannerBlock }) {
  const tone = block.tone ?? "azul";
  const size = block.size ?? "completo";
  return (
    <section
      data-block="banner"
      id={block.id}
      data-tone={tone}
      data-size={size}
      className={classNames(styles.banner, styles[tone], styles[size], `on-${tone}`)}
    >
      <div className={classNames("container", styles.inner, block.image && styles.withImage)}>
        <div className={styles.copy}>
          {block.eyebrow && <p className={classNames("eyebrow", styles.eyebrow)}>{block.eyebrow}</p>}
          <MainHeading className={styles.title}>
            <RichText text={block.title} />
          </MainHeading>
          {block.text && (
            <p className={styles.text}>
              <RichText text={block.text} />
            </p>
          )}
          {block.bullets && (
            <ul className={styles.bullets}>
              {block.bullets.map((bullet, index) => (
                <li key={index}>
                  <Icon name="check" size={20} strokeWidth={2} />
                  <RichText text={bullet} />
                </li>
              ))}
            </ul>
          )}
          <Actions actions={block.actions} className={styles.actions} />
        </div>
        {block.image && (
          <div className={styles.media}>
            <Img image={block.image} eager />
          </div>
        )}
      </div>
    </section>
  );
}
