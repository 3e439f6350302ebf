import { useEffect, useId, useRef, useState } from "react";
import type { SessionInfo } from "../../shared/accounts.ts";
import { accountsApi, COMPANY_SIGN_IN } from "./accountsApi.ts";
import { SignInForm } from "./SignInForm.tsx";
import { a } from "./strings.ts";

/**
 * The sign-in over the editor when a session ends while someone works: the editor stays drawn underneath, with
 * everything typed, and the calls that were refused go through once the person is back. It cannot be dismissed:
 * without a session nothing can be saved. The company sign-in opens in another tab (leaving this one would lose what
 * was typed); "Já entrei" then asks the service who is signed in.
 */
export function SignInDialog({
  email,
  companySignIn,
  onSignedIn,
}: {
  email: string;
  companySignIn: string | null;
  onSignedIn: (session: SessionInfo) => void;
}) {
  const id = useId();
  const [notYet, setNotYet] = useState<string>();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  const check = async () => {
    const answer = await accountsApi.session();
    if (answer.ok && answer.value.mode === "service" && answer.value.person) onSignedIn(answer.value);
    else setNotYet(answer.ok ? a.companyNotYet : answer.message);
  };
  return (
    // Esc is refused, and a browser that closes the dialog anyway (Chrome does on a second Esc) sees it shown again.
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={`${id}-heading`}
      onCancel={(event) => event.preventDefault()}
      onClose={(event) => {
        if (event.currentTarget.isConnected) event.currentTarget.showModal();
      }}
    >
      <h2 id={`${id}-heading`}>{a.expiredHeading}</h2>
      <p className="dialog__message">{a.expiredIntro}</p>
      <SignInForm heading={`${id}-heading`} email={email} companySignIn={null} onSignedIn={onSignedIn} />
      {companySignIn && (
        <div className="account-form__company">
          <p>{a.companySignInHelp}</p>
          <div className="button-row">
            <a className="button" href={COMPANY_SIGN_IN} target="_blank" rel="noopener">
              {companySignIn} {a.newTab}
            </a>
            <button type="button" className="button" onClick={() => void check()}>
              {a.companyDone}
            </button>
          </div>
          {notYet && (
            <p className="form-error" role="alert">
              {notYet}
            </p>
          )}
        </div>
      )}
    </dialog>
  );
}
