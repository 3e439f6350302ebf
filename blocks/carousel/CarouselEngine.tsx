import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect, type RefObject } from "react";

/** Embla's API, as its React hook gives it. */
export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

/**
 * Aligned to the start, no loop, no empty space after the last slide: as the carousel has always behaved. A visitor
 * whose system asks for reduced motion gets each slide at once instead of a sliding animation (Embla reads the media
 * query itself and follows it if it changes).
 */
const OPTIONS: EmblaOptions = {
  align: "start",
  loop: false,
  containScroll: "trimSnaps",
  breakpoints: { "(prefers-reduced-motion: reduce)": { duration: 0 } },
};

/** Props of {@link CarouselEngine}. */
export interface CarouselEngineProps {
  /** The carousel's viewport, already on the page: Embla takes it over as it is, so nothing is re-rendered or loses focus. */
  viewport: RefObject<HTMLElement | null>;
  /** Receives Embla's API once it has started, and undefined when it stops. */
  onApi: (api: EmblaApi | undefined) => void;
}

/**
 * The carousel's engine: Embla through `useEmblaCarousel`, in a chunk of its own that the carousel loads when it
 * comes near the screen or is touched. Embla watches the slides itself and re-reads them when React re-groups
 * them for a new window width; the hook destroys it when the carousel goes away.
 */
export function CarouselEngine({ viewport, onApi }: CarouselEngineProps) {
  const [emblaRef, emblaApi] = useEmblaCarousel(OPTIONS);
  useEffect(() => emblaRef(viewport.current), [emblaRef, viewport]);
  useEffect(() => {
    onApi(emblaApi);
    return () => onApi(undefined);
  }, [emblaApi, onApi]);
  return null;
}
