import type { ComponentType } from "react";
import type { Block } from "../schema/generated/page.ts";
import { Address } from "../blocks/address/Address.tsx";
import { Banner } from "../blocks/banner/Banner.tsx";
import { BlockCatalog } from "../blocks/blockCatalog/BlockCatalog.tsx";
import { CardGrid } from "../blocks/cardGrid/CardGrid.tsx";
import { Carousel } from "../blocks/carousel/Carousel.tsx";
import { ChatCta } from "../blocks/chatCta/ChatCta.tsx";
import { ContactForm } from "../blocks/contactForm/ContactForm.tsx";
import { Faq } from "../blocks/faq/Faq.tsx";
import { MediaRows } from "../blocks/mediaRows/MediaRows.tsx";
import { PaymentForm } from "../blocks/paymentForm/PaymentForm.tsx";
import { Plans } from "../blocks/plans/Plans.tsx";
import { Stats } from "../blocks/stats/Stats.tsx";
import { Steps } from "../blocks/steps/Steps.tsx";
import { Video } from "../blocks/video/Video.tsx";

/** The component that renders one block type, given that block's config. */
export type BlockComponent<T extends Block["type"]> = ComponentType<{ block: Extract<Block, { type: T }> }>;

/** Every block type of the schema and its component: a type without a component fails `tsc`. */
export const registry: { [T in Block["type"]]: BlockComponent<T> } = {
  address: Address,
  banner: Banner,
  blockCatalog: BlockCatalog,
  cardGrid: CardGrid,
  carousel: Carousel,
  chatCta: ChatCta,
  contactForm: ContactForm,
  faq: Faq,
  mediaRows: MediaRows,
  paymentForm: PaymentForm,
  plans: Plans,
  stats: Stats,
  steps: Steps,
  video: Video,
};
