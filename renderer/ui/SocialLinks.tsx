import classNames from "classnames";
import type { SiteConfig } from "../../schema/generated/site.ts";
import { SocialIcon } from "./SocialIcon.tsx";

/**
 * The company's social profiles as a row of round 44 px icon links, each opening in a new tab. The caller's class
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
  return (
    <ul className={classNames("social-links", className)}>
      {profiles.map((profile) => (
        <li key={profile.network}>
          <a href={profile.url} target="_blank" rel="noopener noreferrer" aria-label={profile.label}>
            <SocialIcon network={profile.network} size={iconSize} />
          </a>
        </li>
      ))}
    </ul>
  );
}
