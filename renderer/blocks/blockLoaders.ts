import type { ComponentType } from "react";
import type { Block } from "../../schema/generated/page.ts";

/** The component that renders one block type, given that block's config. */
export type BlockComponent<T extends Block["type"]> = ComponentType<{ block: Extract<Block, { type: T }> }>;

/**
 * Every block type of the schema and how to load its component, each in a chunk of its own so that a page only
 * downloads the blocks it uses. A schema type without a loader fails `tsc`. Each component lives at
 * `blocks/<type>/<Type>.tsx` (the build's preload links rely on it; a test checks it).
 */
export const blockLoaders: { [T in Block["type"]]: () => Promise<BlockComponent<T>> } = {
  address: () => import("../../blocks/address/Address.tsx").then((module) => module.Address),
  banner: () => import("../../blocks/banner/Banner.tsx").then((module) => module.Banner),
  cardGrid: () => import("../../blocks/cardGrid/CardGrid.tsx").then((module) => module.CardGrid),
  carousel: () => import("../../blocks/carousel/Carousel.tsx").then((module) => module.Carousel),
  chatCta: () => import("../../blocks/chatCta/ChatCta.tsx").then((module) => module.ChatCta),
  contactForm: () => import("../../blocks/contactForm/ContactForm.tsx").then((module) => module.ContactForm),
  faq: () => import("../../blocks/faq/Faq.tsx").then((module) => module.Faq),
  mediaRows: () => import("../../blocks/mediaRows/MediaRows.tsx").then((module) => module.MediaRows),
  paymentForm: () => import("../../blocks/paymentForm/PaymentForm.tsx").then((module) => module.PaymentForm),
  plans: () => import("../../blocks/plans/Plans.tsx").then((module) => module.Plans),
  richText: () => import("../../blocks/richText/RichText.tsx").then((module) => module.RichTextBlock),
  stats: () => import("../../blocks/stats/Stats.tsx").then((module) => module.Stats),
  steps: () => import("../../blocks/steps/Steps.tsx").then((module) => module.Steps),
  video: () => import("../../blocks/video/Video.tsx").then((module) => module.Video),
};

/** Every block type, in the loaders' order. */
export const ALL_BLOCK_TYPES = Object.keys(blockLoaders) as Array<Block["type"]>;

/** The source file of a block type's component, as the build's manifest names it. */
export function blockModulePath(type: Block["type"]): string {
  return `blocks/${type}/${type[0]!.toUpperCase()}${type.slice(1)}.tsx`;
}

/** The block types a list of blocks needs loaded: the types of its blocks, each once. */
export function blockTypesOf(blocks: Block[]): Array<Block["type"]> {
  return [...new Set(blocks.map((block) => block.type))];
}
