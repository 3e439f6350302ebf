import { useEffect, useState } from "react";
import type { ValidationResult } from "../../shared/api.ts";

/** Pause after an edit before asking the validator (typing does not send a request per key). */
const DELAY_MS = 150;
/** Pause before asking again when the dev server did not answer (it may be restarting or busy). */
export const RETRY_MS = 2_000;

/** The validator's verdict as the editor shows it. */
export interface Validation<R extends ValidationResult = ValidationResult> {
  /** The last verdict received: of the page as it is now unless `checking` or `failed`. */
  result?: R;
  /** The page changed since that verdict, and a check is under way. */
  checking: boolean;
  /** The check of the page as it is now got no answer; another is tried every {@link RETRY_MS}. */
  failed: boolean;
}

/**
 * The site validator's verdict (`check`'s) on the page, collection or site.json as edited, refreshed shortly after
 * each edit. A check that gets no answer is never shown as if the old verdict were current: `failed` says so while
 * the check is retried.
 */
export function useValidation<R extends ValidationResult = ValidationResult>(
  name: string,
  data: Record<string, unknown>,
  /** The endpoint that checks it: a page's, a collection's, site.json's. */
  check: (name: string, data: unknown, signal: AbortSignal) => Promise<R>,
): Validation<R> {
  // The last verdict, the edit it answered, and whether the check of that edit failed.
  const [state, setState] = useState<{
    result?: R;
    name?: string;
    data?: Record<string, unknown>;
    failed?: boolean;
  }>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const timer = setTimeout(() => {
      check(name, data, controller.signal).then(
        (result) => setState({ result, name, data }),
        () => {
          if (controller.signal.aborted) return;
          setState((previous) => ({ result: previous.result, name, data, failed: true }));
          retry = setTimeout(() => setAttempt((count) => count + 1), RETRY_MS);
        },
      );
    }, DELAY_MS);
    return () => {
      clearTimeout(timer);
      clearTimeout(retry);
      controller.abort();
    };
  }, [name, data, attempt, check]);
  const current = state.name === name && state.data === data;
  return { result: state.result, checking: !current, failed: current && state.failed === true };
}
