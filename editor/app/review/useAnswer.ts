import { useCallback, useEffect, useState } from "react";
import type { Refusal } from "../../shared/api.ts";
import type { Answer } from "../api.ts";
import { r } from "./reviewStrings.ts";

/** What a refusal says to the person: its message, or for the validator's problems, where to see them. */
export const refusalText = (refusal: Refusal): string =>
  refusal.reason === "invalid" ? r.hasProblems : refusal.message;

/** An endpoint's value, read when the component shows and again on `reload`; `failure` says why it could not be. */
export function useAnswer<T>(read: () => Promise<Answer<T>>) {
  const [value, setValue] = useState<T>();
  const [failure, setFailure] = useState<string>();
  const take = useCallback((answer: Answer<T>) => {
    if (answer.ok) {
      setValue(answer.value);
      setFailure(undefined);
    } else setFailure(refusalText(answer.refusal));
  }, []);
  const reload = useCallback(async () => take(await read()), [read, take]);
  useEffect(() => {
    let current = true;
    void read().then((answer) => current && take(answer));
    return () => {
      current = false;
    };
  }, [read, take]);
  return { value, setValue, failure, setFailure, reload };
}
