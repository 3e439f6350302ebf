import type { UseEmblaCarouselType } from "embla-carousel-react";
import { useCallback, useEffect, useState } from "react";

type EmblaApi = UseEmblaCarouselType[1];

/** Which slide is selected and whether the carousel can move, kept in step with Embla's events. */
export function useEmblaControls(api: EmblaApi) {
  const [selected, setSelected] = useState(0);
  const [canPrevious, setCanPrevious] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const sync = useCallback((instance: NonNullable<EmblaApi>) => {
    setSelected(instance.selectedScrollSnap());
    setCanPrevious(instance.canScrollPrev());
    setCanNext(instance.canScrollNext());
  }, []);
  useEffect(() => {
    if (!api) return;
    sync(api);
    api.on("select", sync).on("reInit", sync);
    return () => {
      api.off("select", sync).off("reInit", sync);
    };
  }, [api, sync]);
  return {
    selected,
    canPrevious,
    canNext,
    previous: () => api?.scrollPrev(),
    next: () => api?.scrollNext(),
    goTo: (index: number) => api?.scrollTo(index),
  };
}
