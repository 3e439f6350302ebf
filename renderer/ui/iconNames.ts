import type { IconName } from "../../schema/generated/page.ts";

/** Icons the renderer and blocks draw on their own controls and lists, whatever the page configs name. */
export const UI_ICON_NAMES = [
  "check",
  "chevron-left",
  "chevron-right",
  "chevron-down",
  "play",
  "x",
  "menu",
  "message-circle",
  "external-link",
] as const;

/** A symbol of the icon sprite: any icon a page config may name, or one of the UI icons. */
export type SpriteIconName = IconName | (typeof UI_ICON_NAMES)[number];
