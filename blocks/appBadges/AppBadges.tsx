import classNames from "classnames";
import type { AppBadge, AppBadgesBlock } from "../../schema/generated/page.ts";
import { isSafeExternalUrl } from "../../renderer/chat/safeUrl.ts";
import { Img } from "../../renderer/ui/Img.tsx";
import { RichText } from "../../renderer/ui/RichText.tsx";
import { useSite } from "../../renderer/site/SiteContext.tsx";
import styles from "./appBadges.module.css";

/** One store's badge, a link to the app's page there in a new tab; its picture's alt text names the link. */
function Badge({ badge }: { badge: AppBadge }) {
  const { ui } = useSite();
  // A validated config only holds https:// links; anything else leaves the badge out rather than link it.
  if (!isSafeExternalUrl(badge.href)) return null;
  return (
    <li>
      <a className={styles.link} href={badge.href} target="_blank" rel="noopener noreferrer" data-store={badge.store}>
        <Img image={badge.image} className={styles.image} />
        <span className="sr-only"> ({ui.newTab})</span>
      </a>
    </li>
  );
}

/** A short band that sends the visitor to the app in the App Store and Google Play, by their badges. */
export function AppBadges({ block }: { block: AppBadgesBlock }) {
  const background = block.background ?? "branco";
  return (
    <section
      data-block="appBadges"
      id={block.id}
      className={classNames("section", `section--${background}`, styles.band)}
    >
      <div className={classNames("container", styles.inner)}>
        {(block.title || block.text) && (
          <div className={styles.copy}>
            {block.title && (
              <h2 className={styles.title}>
                <RichText text={block.title} />
              </h2>
            )}
            {block.text && (
              <p className={styles.text}>
                <RichText text={block.text} />
              </p>
            )}
          </div>
        )}
        <ul className={styles.badges}>
          {block.badges.map((badge, index) => (
            <Badge key={index} badge={badge} />
          ))}
        </ul>
      </div>
    </section>
  );
}
