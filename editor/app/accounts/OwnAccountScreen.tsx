import type { SessionInfo } from "../../shared/accounts.ts";
import { useMay } from "./AccountContext.tsx";
import { AccountScreenBar } from "./AccountScreenBar.tsx";
import { MailChoicesForm } from "./MailChoicesForm.tsx";
import { PasswordChangeForm } from "./PasswordChangeForm.tsx";
import { a } from "./strings.ts";
import { TwoStepSettings } from "./TwoStepSettings.tsx";

/** "Minha conta", for everyone signed in: changing their password, their two-step sign-in and their e-mails. */
export function OwnAccountScreen({
  onBack,
  onSession,
}: {
  onBack: () => void;
  /** The session renewed by a password change. */
  onSession: (session: SessionInfo) => void;
}) {
  const manages = useMay("manage");
  return (
    <>
      <AccountScreenBar title={a.ownAccountHeading} onBack={onBack} />
      <main className="panes__single account-page" id="conteudo">
        {!manages && <p className="field__help">{a.peopleAreForAdmins}</p>}
        <PasswordChangeForm onChanged={onSession} />
        <TwoStepSettings />
        <MailChoicesForm />
      </main>
    </>
  );
}
