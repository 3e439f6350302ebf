import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import type { TwoStepView } from "../../shared/accounts.ts";
import { useAnnounce } from "../Announcer.tsx";
import { AccountField, AccountFormEnd } from "./AccountField.tsx";
import { accountsApi } from "./accountsApi.ts";
import { a } from "./strings.ts";
import { TwoStepSetUp } from "./TwoStepSetUp.tsx";

/**
 * "Verificação em duas etapas" on the person's account: whether it is on and how many recovery codes are left; turning
 * it on (set-up); turning it off with a current code, unless their role requires it.
 */
export function TwoStepSettings() {
  const id = useId();
  const announce = useAnnounce();
  const [state, setState] = useState<TwoStepView>();
  const [refusal, setRefusal] = useState<string>();
  const [code, setCode] = useState("");
  const [sending, setSending] = useState(false);
  const load = useCallback(
    () =>
      void accountsApi.twoStep().then((answer) => {
        if (answer.ok) setState(answer.value);
        else setRefusal(answer.message);
      }),
    [],
  );
  useEffect(load, [load]);
  const turnOff = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    const answer = await accountsApi.twoStepOff(code.trim());
    setSending(false);
    setRefusal(answer.ok ? undefined : answer.message);
    if (!answer.ok) return;
    setState(answer.value);
    setCode("");
    announce(a.twoStepTurnedOff);
  };
  return (
    <section className="account-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{a.twoStepHeading}</h2>
      <p className="field__help">{a.twoStepIntro}</p>
      {state && (
        <p>
          {state.on ? a.twoStepOn : a.twoStepOff} {state.required && a.twoStepMandatory}{" "}
          {state.on && a.recoveryLeft(state.recoveryCodesLeft)}
        </p>
      )}
      {state && !state.on && <TwoStepSetUp onDone={load} />}
      {state?.on && !state.required && (
        <form className="account-form" aria-labelledby={`${id}-heading`} onSubmit={(event) => void turnOff(event)}>
          <AccountField
            id={`${id}-code`}
            label={a.code}
            help={a.twoStepTurnOffHelp}
            autoComplete="one-time-code"
            maxLength={40}
            value={code}
            onValue={setCode}
            refusalId={refusal ? `${id}-refusal` : undefined}
          />
          <AccountFormEnd
            refusal={refusal}
            refusalId={`${id}-refusal`}
            sending={sending}
            label={a.twoStepTurnOff}
            sendingLabel={a.twoStepTurningOff}
          />
        </form>
      )}
      {!state?.on && refusal && (
        <p className="form-error" role="alert">
          {refusal}
        </p>
      )}
    </section>
  );
}
