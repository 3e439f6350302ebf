import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useEffect, useState, type RefObject } from "react";
import { loadEmbla } from "./loadEmbla.ts";

/** When Embla starts, and how many slides React rendered. */
export interface EmblaWhen {
  /** False until the carousel is needed; the engine is fetched and attached when it turns true. */
  enabled: boolean;
  /** The number of slides rendered now; Embla re-reads them when it differs from what it laid out. */
  slideCount: number;
}

/**
 * Embla attached to the viewport element, fetched on demand: undefined until `enabled` and the engine has loaded,
 * destroyed on unmount. `options` are read when it starts, so pass a constant.
 */
export function useEmbla(viewportRef: RefObject<HTMLElement | null>, options: EmblaOptionsType, { enabled, slideCount }: EmblaWhen): EmblaCarouselType | undefined {
  const [api, setApi] = useState<EmblaCarouselType>();
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!enabled || !viewport) return;
    let instance: EmblaCarouselType | undefined;
    let gone = false;
    loadEmbla().then(
      (EmblaCarousel) => {
        if (gone) return;
        // React owns the slides and re-groups them by window width; it tells Embla when (below), once, instead
        // of Embla's own MutationObserver re-initialising on every child React adds or removes.
        instance = EmblaCarousel(viewport, { ...options, watchSlides: false });
        setApi(instance);
      },
      // The slides stay readable on the first one; the failure is reported like any other bootstrap failure.
      (error: unknown) => console.error(error),
    );
    return () => {
      gone = true;
      instance?.destroy();
      setApi(undefined);
    };
  }, [viewportRef, options, enabled]);
  useEffect(() => {
    if (api && api.slideNodes().length !== slideCount) api.reInit();
  }, [api, slideCount]);
  return api;
}
