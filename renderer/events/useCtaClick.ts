import { useChatTarget } from "../chat/ChatLinks.tsx";
import { reportFor, useExperiment } from "./PageExperiment.tsx";
import { useTrackEvent } from "./useTrackEvent.ts";

/** A button label as the visitor reads it: config text without its `*highlight*` markers. */
function readable(label: string): string {
  return label.replace(/\*/g, "").trim();
}

/**
 * What a chat button calls when clicked: reports `cta_click` with the link it leads to at that moment, and in an A/B
 * test the chat conversion to the site's server.
 */
export function useCtaClick(linkName: string, label: string): () => void {
  const target = useChatTarget(linkName);
  const track = useTrackEvent();
  const experiment = useExperiment();
  return () => {
    reportFor(experiment, "chat");
    track({
      event: "cta_click",
      link_name: linkName,
      grupo: target?.grupo ?? null,
      button_label: readable(label),
      via: target?.via ?? "reserva",
    });
  };
}
