import { useEffect, useRef, useState } from "react";
import type { EmblaApi } from "./CarouselEngine.tsx";

/** Where the carousel is, as Embla reports it. */
interface Position {
  selected: number;
  canPrevious: boolean;
  canNext: boolean;
}

type Action = (api: EmblaApi) => void;

/**
 * Which slide is selected and whether the carousel can move, kept in step with Embla's events; before the engine
 * is there, the first of `slideCount` slides. A press made before then asks for the engine (`load`) and is
 * carried out, in order, once it has started: no button is ever dead.
 */
export function useEmblaControls(api: EmblaApi | undefined, slideCount: number, load: () => void) {
  const [position, setPosition] = useState<Position>();
  const queued = useRef<Action[]>([]);
  useEffect(() => {
    if (!api) return;
    const sync = () =>
      setPosition({
        selected: api.selectedScrollSnap(),
        canPrevious: api.canScrollPrev(),
        canNext: api.canScrollNext(),
      });
    sync();
    api.on("select", sync).on("reInit", sync);
    for (const action of queued.current.splice(0)) action(api);
    return () => {
      api.off("select", sync).off("reInit", sync);
    };
  }, [api]);
  const run = (action: Action) => {
    if (api) return action(api);
    queued.current.push(action);
    load();
  };
  return {
    selected: position?.selected ?? 0,
    canPrevious: position?.canPrevious ?? false,
    // What Embla will report on the first slide, so the arrow looks the same before and after it starts.
    canNext: position?.canNext ?? slideCount > 1,
    previous: () => run((instance) => instance.scrollPrev()),
    next: () => run((instance) => instance.scrollNext()),
    goTo: (index: number) => run((instance) => instance.scrollTo(index)),
  };
}
