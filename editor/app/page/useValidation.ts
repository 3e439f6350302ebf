import { useEffect, useState } from "react";
import type { ValidationResult } from "../../shared/api.ts";
import { api } from "../api.ts";

/** Pause after an edit before asking the validator (typing does not send a request per key). */
const DELAY_MS = 150;

/** The site validator's verdict on the page as edited, refreshed shortly after each edit. */
export function useValidation(name: string, data: Record<string, unknown>): { result?: ValidationResult; checking: boolean } {
  // The last verdict and the edit it answered: while the page differs from that edit, a check is under way.
  const [state, setState] = useState<{ result?: ValidationResult; name?: string; data?: Record<string, unknown> }>({});
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api.validate(name, data, controller.signal).then(
        (result) => setState({ result, name, data }),
        () => !controller.signal.aborted && setState((previous) => ({ ...previous, name, data })),
      );
    }, DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [name, data]);
  return { result: state.result, checking: state.name !== name || state.data !== data };
}
