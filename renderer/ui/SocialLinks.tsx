import classNames from "classnames";
import type { SiteConfig } from "../../schema/generated/site.ts";
import { useSite } from "../site/SiteContext.tsx";
import { SocialIcon } from "./SocialIcon.tsx";

/**
 * The company's social profiles as a row of round 44 px icon links, each opening in a new tab, which the link's name
 * says (a badge on the circle covered the network's mark). The caller's class
 * (global.css, `.social-links`) gives the row its place and the circles their colours (`--social-bg`, `--social-fg`, `--social-hover-bg`, `--social-hover-fg`).
 */
export function SocialLinks({
  profiles,
  iconSize,
  className,
}: {
  profiles: SiteConfig["social"];
  iconSize?: number;
  className?: string;
}) {
  const { ui } = useSite();
  return (
    <ul className={classNames("social-links", className)}>
      {profiles.map((profile) => (
        <li key={profile.network}>
          <a href={profile.url} target="_blank" rel="noopener noreferrer" aria-label={`${profile.label}, ${ui.newTab}`}>
            <SocialIcon network={profile.network} size={iconSize} />
          </a>
        </li>
      ))}
    </ul>
  );
}
