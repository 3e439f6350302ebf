import spriteUrl from "virtual:icon-sprite";
import type { SpriteIconName } from "./iconNames.ts";

/** Props of {@link Icon}. */
interface IconProps {
  name: SpriteIconName;
  /** Width and height in px. */
  size?: number;
  className?: string;
  /** In the drawing's 24-unit grid, so it scales with the size (content icons 1.75; controls keep lucide's 2). */
  strokeWidth?: number;
  /** Fills the shape with the text colour as well as stroking it (the video's play triangle). */
  filled?: boolean;
}

/**
 * A decorative icon (hidden from screen readers: the text next to it carries the meaning), drawn from the icon
 * sprite: the page holds one <use> instead of the paths, and no icon code ships to the browser. Stroke and viewBox
 * are lucide's own <svg> attributes (the symbol inherits them; global CSS sizes svg with height:auto, by the ratio).
 */
export function Icon({ name, size = 24, className, strokeWidth = 1.75, filled = false }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
