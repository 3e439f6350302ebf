import type { LogoItem, LogoStripBlock } from "../../schema/generated/page.ts";
import { isSafeExternalUrl } from "../../renderer/chat/safeUrl.ts";
import { Img } from "../../renderer/ui/Img.tsx";
import { TrustBand } from "../../renderer/ui/TrustBand.tsx";
import { useSite } from "../../renderer/site/SiteContext.tsx";
import styles from "./logoStrip.module.css";

/** One logo: its picture, inside a link to the company's site (a new tab) when it has a safe one. */
function Logo({ logo }: { logo: LogoItem }) {
  const { ui } = useSite();
  const image = <Img image={logo.image} className={styles.image} />;
  // A validated config only holds https:// links; anything else is drawn without a link, never followed.
  if (!logo.href || !isSafeExternalUrl(logo.href)) return image;
  return (
    <a className={styles.link} href={logo.href} target="_blank" rel="noopener noreferrer">
      {image}
      <span className="sr-only"> ({ui.newTab})</span>
    </a>
  );
}

/**
 * A compact band of client or integration logos, every one in sight: a wrapping grid on phones, one row from
 * tablets up (wrapping only when there are too many). Never a carousel: a logo the visitor must page to is one they
 * do not see. Optionally grey, taking their colours on hover or focus.
 */
export function LogoStrip({ block }: { block: LogoStripBlock }) {
  return (
    <TrustBand
      block="logoStrip"
      id={block.id}
      title={block.title}
      background={block.background}
      className={block.grayscale ? styles.grayscale : undefined}
    >
      <ul className={styles.list} data-count={block.logos.length}>
        {block.logos.map((logo, index) => (
          <li key={index} className={styles.item}>
            <Logo logo={logo} />
          </li>
        ))}
      </ul>
    </TrustBand>
  );
}
