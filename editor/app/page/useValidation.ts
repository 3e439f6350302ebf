import { useEffect, useState } from "react";
import type { ValidationResult } from "../../shared/api.ts";
import { api } from "../api.ts";

/** Pause after an edit before asking the validator (typing does not send a request per key). */
const DELAY_MS = 150;

/** The site validator's verdict on the page as edited, refreshed shortly after each edit. */
export function useValidation(name: string, data: Record<string, unknown>): { result?: ValidationResult; checking: boolean } {
  const [state, setState] = useState<{ result?: ValidationResult; checking: boolean }>({ checking: true });
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, checking: true }));
    const timer = setTimeout(() => {
      api.validate(name, data, controller.signal).then(
        (result) => setState({ result, checking: false }),
        () => !controller.signal.aborted && setState((previous) => ({ ...previous, checking: false })),
      );
    }, DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [name, data]);
  return state;
}
