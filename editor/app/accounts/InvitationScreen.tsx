import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { InvitationView, SessionInfo } from "../../shared/accounts.ts";
import { ROLE_NAMES } from "../../shared/permissions.ts";
import { t } from "../strings.ts";
import { AccountField, AccountFormEnd } from "./AccountField.tsx";
import { accountsApi } from "./accountsApi.ts";
import { NewPasswordFields } from "./NewPasswordFields.tsx";
import { a } from "./strings.ts";

type Loaded =
  { state: "loading" } | { state: "refused"; message: string } | { state: "open"; invitation: InvitationView };

/**
 * An invitation link opened: who is invited and as what, then their name, their e-mail (only the first
 * administrator's link has none), a password typed twice; the account is created and its person signed in. An
 * expired or used link says so as the service words it, with the way to the sign-in.
 */
export function InvitationScreen({
  token,
  onSignedIn,
  onSignIn,
}: {
  token: string;
  onSignedIn: (session: SessionInfo) => void;
  /** Leaves the invitation for the sign-in screen. */
  onSignIn: () => void;
}) {
  const id = useId();
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  useEffect(() => {
    let current = true;
    void accountsApi.invitation(token).then((answer) => {
      if (!current) return;
      setLoaded(
        answer.ok ? { state: "open", invitation: answer.value } : { state: "refused", message: answer.message },
      );
    });
    return () => {
      current = false;
    };
  }, [token]);
  return (
    <>
      <header className="toolbar">
        <p className="toolbar__title">{t.appTitle}</p>
      </header>
      <main className="account-screen" id="conteudo">
        <h1 id={`${id}-heading`}>{a.invitationHeading}</h1>
        {loaded.state === "loading" && <p role="status">{a.invitationLoading}</p>}
        {loaded.state === "refused" && (
          <>
            <p className="form-error" role="alert">
              {loaded.message}
            </p>
            <button type="button" className="button" onClick={onSignIn}>
              {a.toSignIn}
            </button>
          </>
        )}
        {loaded.state === "open" && (
          <AcceptForm heading={`${id}-heading`} token={token} invitation={loaded.invitation} onSignedIn={onSignedIn} />
        )}
      </main>
    </>
  );
}

function AcceptForm({
  heading,
  token,
  invitation,
  onSignedIn,
}: {
  heading: string;
  token: string;
  invitation: InvitationView;
  onSignedIn: (session: SessionInfo) => void;
}) {
  const id = useId();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [repeated, setRepeated] = useState("");
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const nameField = useRef<HTMLInputElement>(null);
  useEffect(() => nameField.current?.focus(), []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== repeated) return setRefusal(a.passwordsDiffer);
    setSending(true);
    const answer = await accountsApi.accept(token, {
      name: name.trim(),
      ...(invitation.email === null ? { email: email.trim() } : {}),
      password,
    });
    setSending(false);
    if (answer.ok) onSignedIn(answer.value);
    else setRefusal(answer.message);
  };
  const refusalId = refusal ? `${id}-refusal` : undefined;
  return (
    <form className="account-form" aria-labelledby={heading} onSubmit={(event) => void submit(event)}>
      <p>{a.invitationFor(ROLE_NAMES[invitation.role])}</p>
      <p className="field__help">
        {invitation.email === null ? a.invitationFirstAdmin : a.invitationEmail(invitation.email)}
      </p>
      <AccountField
        id={`${id}-name`}
        label={a.name}
        autoComplete="name"
        maxLength={100}
        value={name}
        onValue={setName}
        refusalId={refusalId}
        inputRef={nameField}
      />
      {invitation.email === null && (
        <AccountField
          id={`${id}-email`}
          label={a.email}
          type="email"
          autoComplete="email"
          value={email}
          onValue={setEmail}
          refusalId={refusalId}
        />
      )}
      <NewPasswordFields
        id={id}
        label={a.password}
        password={password}
        repeated={repeated}
        onPassword={setPassword}
        onRepeated={setRepeated}
        refusalId={refusalId}
      />
      <AccountFormEnd
        refusal={refusal}
        refusalId={`${id}-refusal`}
        sending={sending}
        label={a.createAccount}
        sendingLabel={a.creatingAccount}
      />
    </form>
  );
}
