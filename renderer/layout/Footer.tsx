import classNames from "classnames";
import { Link } from "react-router-dom";
import { SocialLinks } from "../ui/SocialLinks.tsx";
import { useSite } from "../site/SiteContext.tsx";
import { Action } from "../ui/Action.tsx";
import { KeepTogether } from "../ui/KeepTogether.tsx";
import { PhoneLink } from "../ui/PhoneLink.tsx";
import { PostalAddress } from "../ui/PostalAddress.tsx";
import { FooterGroup } from "./FooterGroup.tsx";
import { LegalLinks } from "./LegalLinks.tsx";
import styles from "./footer.module.css";

/**
 * The shared footer: full (links, contact, social) or minimal (legal line only, for landing pages). On phones the
 * link and contact groups fold under their headings.
 */
export function Footer({ variant, className }: { variant: "full" | "minimal"; className?: string }) {
  const { brand, footer, contact, social } = useSite();
  const legal = (
    <>
      <p className={styles.legal}>{footer.copyright}</p>
      <LegalLinks />
    </>
  );
  if (variant === "minimal") {
    return (
      <footer className={classNames(styles.footer, styles.minimal, className)} data-layout="footer">
        <div className="container">{legal}</div>
      </footer>
    );
  }
  const { address } = contact;
  const logo = brand.logoLight ?? brand.logo;
  return (
    <footer className={classNames(styles.footer, className)} data-layout="footer">
      <div className={classNames("container", styles.grid)}>
        <div className={styles.brand}>
          {/* The light logo sits on the dark footer as it is; the coloured one needs a white pill to be read. */}
          <Link to="/" className={classNames(styles.logo, !brand.logoLight && styles.onPill)}>
            <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} loading="lazy" />
          </Link>
          <p>{footer.about}</p>
        </div>
        <nav aria-label={footer.linksTitle}>
          <FooterGroup title={footer.linksTitle}>
            <ul className={styles.links}>
              {footer.links.map((link, index) => (
                <li key={index}>
                  <Action action={link} className={styles.link} />
                </li>
              ))}
            </ul>
          </FooterGroup>
        </nav>
        <div>
          <FooterGroup title={footer.contactTitle}>
            <address className={styles.contact}>
              <a href={`mailto:${contact.email}`}>
                <KeepTogether text={contact.email} />
              </a>
              <PhoneLink phone={contact.salesPhone} />
              <PostalAddress address={address} />
            </address>
          </FooterGroup>
          <div className={styles.socialGroup}>
            <h2 className={styles.heading}>{footer.socialTitle}</h2>
            <SocialLinks profiles={social} className={styles.social} />
          </div>
        </div>
      </div>
      <div className={classNames("container", styles.bottom)}>{legal}</div>
    </footer>
  );
}
