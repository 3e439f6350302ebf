import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { TwoStepSetup } from "../../shared/accounts.ts";
import { AccountField, AccountFormEnd } from "./AccountField.tsx";
import { accountsApi } from "./accountsApi.ts";
import { RecoveryCodes } from "./RecoveryCodes.tsx";
import { a } from "./strings.ts";

/** A key as a person types it: groups of four letters (authenticator apps ignore the spaces). */
const inGroupsOfFour = (key: string) => key.match(/.{1,4}/g)?.join(" ") ?? key;

type Step = { step: "start" } | { step: "scan"; setup: TwoStepSetup } | { step: "codes"; codes: string[] };

/**
 * Turning two-step sign-in on: "Ativar" asks the service for a new secret, shown as a QR code (an image the service
 * drew), as a link that opens the authenticator app on the phone that holds it (its camera cannot see its own screen),
 * and as text to type; the app's first code confirms it; the recovery codes are then shown once, and `onDone` follows
 * "Já guardei os códigos".
 */
export function TwoStepSetUp({ onDone }: { onDone: () => void }) {
  const id = useId();
  const [current, setCurrent] = useState<Step>({ step: "start" });
  const [code, setCode] = useState("");
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const codeField = useRef<HTMLInputElement>(null);
  const scanning = current.step === "scan";
  useEffect(() => {
    if (scanning) codeField.current?.focus();
  }, [scanning]);
  const begin = async () => {
    setSending(true);
    const answer = await accountsApi.twoStepBegin();
    setSending(false);
    setRefusal(answer.ok ? undefined : answer.message);
    if (answer.ok) setCurrent({ step: "scan", setup: answer.value });
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    const answer = await accountsApi.twoStepConfirm(code.trim());
    setSending(false);
    if (!answer.ok) {
      setRefusal(answer.message);
      return codeField.current?.focus();
    }
    setRefusal(undefined);
    setCurrent({ step: "codes", codes: answer.value.recoveryCodes });
  };
  if (current.step === "codes") return <RecoveryCodes codes={current.codes} onDone={onDone} />;
  if (current.step === "start")
    return (
      <>
        {refusal && (
          <p className="form-error" role="alert">
            {refusal}
          </p>
        )}
        <div className="button-row">
          <button type="button" className="button button--primary" disabled={sending} onClick={() => void begin()}>
            {sending ? a.twoStepStarting : a.twoStepStart}
          </button>
        </div>
      </>
    );
  const refusalId = `${id}-refusal`;
  return (
    <form className="account-form" aria-label={a.twoStepHeading} onSubmit={(event) => void confirm(event)}>
      <p>{a.twoStepScan}</p>
      <img className="account-qr" src={current.setup.qrCode} alt={a.twoStepQr} width={240} height={240} />
      <p className="field__help">{a.twoStepOnThisPhone}</p>
      <div className="button-row">
        <a className="button" href={current.setup.address}>
          {a.twoStepOpenApp}
        </a>
      </div>
      <p className="field__help">
        {a.twoStepTypeSecret} <span className="account-secret">{inGroupsOfFour(current.setup.secret)}</span>
      </p>
      <AccountField
        id={`${id}-code`}
        label={a.twoStepEnterCode}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        value={code}
        onValue={setCode}
        refusalId={refusal ? refusalId : undefined}
        inputRef={codeField}
      />
      <AccountFormEnd
        refusal={refusal}
        refusalId={refusalId}
        sending={sending}
        label={a.confirmCode}
        sendingLabel={a.confirmingCode}
      />
    </form>
  );
}
