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
  const reload = useCallback(async () => {
    const answer = await read();
    if (answer.ok) {
      setValue(answer.value);
      setFailure(undefined);
    } else setFailure(refusalText(answer.refusal));
  }, [read]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { value, setValue, failure, setFailure, reload };
}
