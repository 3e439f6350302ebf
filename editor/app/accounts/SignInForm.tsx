import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { SessionInfo } from "../../shared/accounts.ts";
import { AccountField, AccountFormEnd } from "./AccountField.tsx";
import { accountsApi, COMPANY_SIGN_IN } from "./accountsApi.ts";
import { a } from "./strings.ts";

/** Props of {@link SignInForm}. */
export interface SignInFormProps {
  /** The id of the heading above the form, which names it. */
  heading: string;
  /** The e-mail to start with (after a session ended: the person's own). */
  email?: string;
  /** The company sign-in button's label, when the service offers it. */
  companySignIn: string | null;
  onSignedIn: (session: SessionInfo) => void;
}

/**
 * E-mail, password and "Entrar"; the service's refusal (wrong password, too many attempts) shown as it says it and
 * read out, with the cursor back in the password. When the person signs in in two steps, the service asks for the
 * app's code after the right password: the code field appears, takes the cursor, and "Entrar" sends all three. Also
 * "Entrar com a conta da empresa" when the service offers it.
 */
export function SignInForm({ heading, email: startEmail = "", companySignIn, onSignedIn }: SignInFormProps) {
  const id = useId();
  const [email, setEmail] = useState(startEmail);
  const [password, setPassword] = useState("");
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [code, setCode] = useState<string>();
  // The app's code is six numbers (the phone shows its number pad); a recovery code has letters.
  const [recovery, setRecovery] = useState(false);
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const asksCode = code !== undefined;
  useEffect(() => {
    if (asksCode) codeField.current?.focus();
  }, [asksCode]);
  // The cursor starts where there is something to type: the e-mail, or the password when the e-mail is known.
  useEffect(() => (startEmail ? passwordField : emailField).current?.focus(), [startEmail]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    const answer = await accountsApi.signIn({ email: email.trim(), password, ...(code && { code: code.trim() }) });
    setSending(false);
    if (answer.ok) {
      if (!("secondStep" in answer.value)) return onSignedIn(answer.value);
      setRefusal(undefined);
      return setCode("");
    }
    setRefusal(answer.message);
    (asksCode ? codeField : passwordField).current?.focus();
  };
  const refusalId = refusal ? `${id}-refusal` : undefined;
  return (
    <form className="account-form" aria-labelledby={heading} onSubmit={(event) => void submit(event)}>
      <AccountField
        id={`${id}-email`}
        label={a.email}
        type="email"
        autoComplete="username"
        value={email}
        onValue={setEmail}
        refusalId={refusalId}
        inputRef={emailField}
      />
      <AccountField
        id={`${id}-password`}
        label={a.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onValue={setPassword}
        refusalId={refusalId}
        inputRef={passwordField}
      />
      {asksCode && (
        <>
          <p role="status">{a.codeAsked}</p>
          <AccountField
            id={`${id}-code`}
            label={recovery ? a.recoveryCode : a.code}
            help={recovery ? a.recoveryCodeHelp : a.codeHelp}
            autoComplete="one-time-code"
            inputMode={recovery ? "text" : "numeric"}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            value={code}
            onValue={setCode}
            refusalId={refusalId}
            inputRef={codeField}
          />
          <button
            type="button"
            className="button button--small account-form__switch"
            onClick={() => {
              setRecovery(!recovery);
              setCode("");
              codeField.current?.focus();
            }}
          >
            {recovery ? a.useAppCode : a.useRecoveryCode}
          </button>
        </>
      )}
      <AccountFormEnd
        refusal={refusal}
        refusalId={`${id}-refusal`}
        sending={sending}
        label={a.signIn}
        sendingLabel={a.signingIn}
      />
      {companySignIn && (
        <p className="account-form__company">
          {a.companySignInHelp}{" "}
          <a className="button" href={COMPANY_SIGN_IN}>
            {companySignIn}
          </a>
        </p>
      )}
    </form>
  );
}
