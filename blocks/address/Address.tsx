import classNames from "classnames";
import type { AddressBlock } from "../../schema/generated/page.ts";
import { Icon } from "../../renderer/ui/Icon.tsx";
import { KeepTogether } from "../../renderer/ui/KeepTogether.tsx";
import { PhoneLink } from "../../renderer/ui/PhoneLink.tsx";
import { PostalAddress } from "../../renderer/ui/PostalAddress.tsx";
import { RichText } from "../../renderer/ui/RichText.tsx";
import { SocialLinks } from "../../renderer/ui/SocialLinks.tsx";
import { useSite } from "../../renderer/site/SiteContext.tsx";
import styles from "./address.module.css";

/** The company's address, phones, e-mail and (optionally) social profiles, all read from site.json. */
export function Address({ block }: { block: AddressBlock }) {
  const { contact, social } = useSite();
  const { address } = contact;
  return (
    <section data-block="address" id={block.id} className={classNames("section", "section--cinza", styles.section)}>
      <div className={classNames("container", styles.inner)}>
        <div className={styles.intro}>
          <span className={styles.pin}>
            <Icon name="map-pin" size={28} />
          </span>
          <h2 className={styles.title}>
            <RichText text={block.title} />
          </h2>
          {block.text && (
            <p className={styles.text}>
              <RichText text={block.text} />
            </p>
          )}
        </div>
        <address className={styles.card}>
          <p className={styles.line}>
            <Icon name="map-pin" size={20} className={styles.lineIcon} />
            <PostalAddress address={address} />
          </p>
          <p className={styles.line}>
            <Icon name="phone" size={20} className={styles.lineIcon} />
            <span className={styles.phones}>
              <PhoneLink phone={contact.salesPhone} />
              <PhoneLink phone={contact.supportPhone} />
            </span>
          </p>
          <p className={styles.line}>
            <Icon name="mail" size={20} className={styles.lineIcon} />
            <a href={`mailto:${contact.email}`}>
              <KeepTogether text={contact.email} />
            </a>
          </p>
          {block.showSocial && social.length > 0 && (
            <SocialLinks profiles={social} iconSize={24} className={styles.social} />
          )}
        </address>
      </div>
    </section>
  );
}
