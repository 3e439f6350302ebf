import { useId } from "react";
import type { SessionInfo } from "../../shared/accounts.ts";
import { t } from "../strings.ts";
import { SignInForm } from "./SignInForm.tsx";
import { a } from "./strings.ts";

/** The editor's first screen for someone not signed in to the service. */
export function SignInScreen({
  companySignIn,
  onSignedIn,
}: {
  companySignIn: string | null;
  onSignedIn: (session: SessionInfo) => void;
}) {
  const id = useId();
  return (
    <>
      <header className="toolbar">
        <p className="toolbar__title">{t.appTitle}</p>
      </header>
      <main className="account-screen" id="conteudo">
        <h1 id={`${id}-heading`}>{a.signInHeading}</h1>
        <p className="field__help">{a.signInIntro}</p>
        <SignInForm heading={`${id}-heading`} companySignIn={companySignIn} onSignedIn={onSignedIn} />
      </main>
    </>
  );
}
