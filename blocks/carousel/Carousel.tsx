import classNames from "classnames";
import { lazy, Suspense, useRef, useState } from "react";
import type { CarouselBlock } from "../../schema/generated/page.ts";
import { useSite } from "../../renderer/site/SiteContext.tsx";
import { Actions } from "../../renderer/ui/Action.tsx";
import { Icon } from "../../renderer/ui/Icon.tsx";
import { Section } from "../../renderer/ui/Section.tsx";
import { SlidePosition } from "../../renderer/ui/position/SlidePosition.tsx";
import type { EmblaApi } from "./CarouselEngine.tsx";
import { CarouselItemView } from "./CarouselItemView.tsx";
import { groupIntoSlides, itemsPerSlide } from "./slides.ts";
import { useEmblaControls } from "./useEmblaControls.ts";
import { useNeeded } from "./useNeeded.ts";
import { useWindowWidth } from "./useWindowWidth.ts";
import styles from "./carousel.module.css";

/**
 * Embla, fetched when a carousel needs it. If the download fails the carousel stays on its first slide, as
 * rendered, and the error goes to the console like any other bootstrap failure.
 */
const CarouselEngine = lazy(() =>
  import("./CarouselEngine.tsx").then(
    (module) => ({ default: module.CarouselEngine }),
    (error: unknown) => {
      console.error(error);
      return { default: () => null };
    },
  ),
);

/**
 * Slides of 1 to 4 items (by window width), previous/next buttons and indicators (a dot per slide, or "3 de 8" when
 * there are many); no auto-play, no loop. On phones the next slide's card peeks in at the edge.
 */
export function Carousel({ block }: { block: CarouselBlock }) {
  const { ui } = useSite();
  const perSlide = itemsPerSlide(useWindowWidth(), block.perSlide ?? 1);
  const slides = groupIntoSlides(block.items, perSlide);
  const root = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  // Carousels sit below the first screen: Embla's engine is fetched when this one comes near or is touched.
  const [needed, need] = useNeeded(root);
  const [api, setApi] = useState<EmblaApi>();
  const controls = useEmblaControls(api, slides.length, need);
  return (
    <Section
      block="carousel"
      id={block.id}
      eyebrow={block.eyebrow}
      title={block.title}
      intro={block.intro}
      background={block.background}
    >
      <div className={styles.carousel} data-per-slide={perSlide} ref={root}>
        <div className={styles.viewport} ref={viewport}>
          <div className={styles.track}>
            {slides.map((slide, index) => (
              <div
                key={index}
                role="group"
                aria-label={`${index + 1} / ${slides.length}`}
                className={styles.slide}
                data-active={index === controls.selected || undefined}
                inert={index !== controls.selected}
              >
                <div className={classNames(styles.items, styles[`cols${perSlide}`])}>
                  {slide.map((item, position) => (
                    <CarouselItemView key={position} item={item} resultLabels={block.resultLabels} />
                  ))}
                </div>
              </div>
            ))}
          </div>
        </div>
        {slides.length > 1 && (
          <div className={styles.controls}>
            {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus at the first or last slide. */}
            <button
              type="button"
              className={styles.arrow}
              onClick={controls.previous}
              aria-disabled={!controls.canPrevious}
              aria-label={ui.previous}
            >
              <Icon name="chevron-left" strokeWidth={2} />
            </button>
            <SlidePosition count={slides.length} selected={controls.selected} goTo={controls.goTo} />
            <button
              type="button"
              className={styles.arrow}
              onClick={controls.next}
              aria-disabled={!controls.canNext}
              aria-label={ui.next}
            >
              <Icon name="chevron-right" strokeWidth={2} />
            </button>
          </div>
        )}
        {needed && (
          <Suspense>
            <CarouselEngine viewport={viewport} onApi={setApi} />
          </Suspense>
        )}
      </div>
      <Actions actions={block.actions} className={styles.actions} />
    </Section>
  );
}
