import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { SessionInfo } from "../../shared/accounts.ts";
import { LabelledField } from "../ui/LabelledField.tsx";
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
 * read out, with the cursor back in the password. Also "Entrar com a conta da empresa" when the service offers it.
 */
export function SignInForm({ heading, email: startEmail = "", companySignIn, onSignedIn }: SignInFormProps) {
  const id = useId();
  const [email, setEmail] = useState(startEmail);
  const [password, setPassword] = useState("");
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  // The cursor starts where there is something to type: the e-mail, or the password when the e-mail is known.
  useEffect(() => (startEmail ? passwordField : emailField).current?.focus(), [startEmail]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    const answer = await accountsApi.signIn({ email: email.trim(), password });
    setSending(false);
    if (answer.ok) return onSignedIn(answer.value);
    setRefusal(answer.message);
    passwordField.current?.focus();
  };
  const describedBy = refusal ? `${id}-refusal` : undefined;
  return (
    <form className="account-form" aria-labelledby={heading} onSubmit={(event) => void submit(event)}>
      <LabelledField id={`${id}-email`} label={a.email}>
        <input
          className="input"
          id={`${id}-email`}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={describedBy}
          required
          ref={emailField}
        />
      </LabelledField>
      <LabelledField id={`${id}-password`} label={a.password}>
        <input
          className="input"
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-describedby={describedBy}
          required
          ref={passwordField}
        />
      </LabelledField>
      {refusal && (
        <p className="form-error" id={`${id}-refusal`} role="alert">
          {refusal}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? a.signingIn : a.signIn}
        </button>
      </div>
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
