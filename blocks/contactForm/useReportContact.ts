import { reportFor, useExperiment } from "../../renderer/events/PageExperiment.tsx";
import type { ContactResult } from "../../renderer/events/siteEvents.ts";
import { useTrackEvent } from "../../renderer/events/useTrackEvent.ts";
import type { SendOutcome } from "./sendContact.ts";

const RESULTS: Record<SendOutcome, ContactResult> = { ok: "ok", refused: "recusado", unreachable: "falha" };

/**
 * Reports how a contact submission ended (`contact_submit`), and a lead (`generate_lead`) when it was accepted, which
 * in an A/B test is also the lead conversion sent to the site's server.
 */
export function useReportContact(): (outcome: SendOutcome) => void {
  const track = useTrackEvent();
  const experiment = useExperiment();
  return (outcome) => {
    track({ event: "contact_submit", result: RESULTS[outcome] });
    if (outcome !== "ok") return;
    track({ event: "generate_lead" });
    reportFor(experiment, "lead");
  };
}
