import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import type { SessionInfo } from "../../shared/accounts.ts";
import { t } from "../strings.ts";
import { ScreenMessage } from "../ui/ScreenMessage.tsx";
import { AccountContext, type Account, type AccountScreen } from "./AccountContext.tsx";
import { requestedScreen, showScreen } from "./accountAddress.ts";
import { accountsApi } from "./accountsApi.ts";
import { AdminOnlyScreen } from "./AdminOnlyScreen.tsx";
import { AuditScreen } from "./AuditScreen.tsx";
import { a } from "./strings.ts";
import { InvitationScreen } from "./InvitationScreen.tsx";
import { PeopleScreen } from "./PeopleScreen.tsx";
import { SignInDialog } from "./SignInDialog.tsx";
import { OwnAccountScreen } from "./OwnAccountScreen.tsx";
import { SignInScreen } from "./SignInScreen.tsx";
import { TwoStepDueScreen } from "./TwoStepDueScreen.tsx";
import { whenSignedOut } from "./signedInFetch.ts";

/**
 * Who may use the editor, asked once at the start (`GET sessao`). On the dev server ("local") the editor is drawn as
 * it always was. On the service: an invitation link's screen, the sign-in, or the editor with the person's account
 * (their permissions, "Minha conta", the administrators' screens) — or, while their role requires two-step sign-in they
 * have not set up, only its set-up; a session that ends while they work brings the sign-in over the
 * editor, which stays drawn with everything typed.
 */
export function AccountGate({ invitation, children }: { invitation: string | null; children: ReactNode }) {
  const [session, setSession] = useState<SessionInfo>();
  const [failure, setFailure] = useState<string>();
  const [token, setToken] = useState(invitation);
  const [screen, setScreen] = useState<AccountScreen | null>(requestedScreen);
  // Resolves the calls waiting for the person to sign in again; set while the sign-in dialog is open.
  const [backIn, setBackIn] = useState<(() => void) | null>(null);
  useEffect(() => {
    let current = true;
    void accountsApi.session().then((answer) => {
      if (!current) return;
      if (answer.ok) setSession(answer.value);
      else setFailure(answer.message);
    });
    return () => {
      current = false;
    };
  }, []);
  const person = session?.mode === "service" ? session.person : null;
  const signedIn = person !== null;
  useEffect(() => {
    if (!signedIn) return;
    whenSignedOut(() => new Promise<void>((resolve) => setBackIn(() => resolve)));
    return () => whenSignedOut(null);
  }, [signedIn]);
  useEffect(() => {
    const follow = () => setScreen(requestedScreen());
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  }, []);
  const show = useCallback((next: AccountScreen | null) => {
    showScreen(next);
    setScreen(next);
  }, []);
  const signOut = useCallback(() => {
    void accountsApi.signOut().then(() => {
      setSession((current) => current && { ...current, person: null, permissions: ["public"] });
      show(null);
    });
  }, [show]);
  const account = useMemo<Account | undefined>(
    () => (person && session ? { person, permissions: session.permissions, show, signOut } : undefined),
    [person, session, show, signOut],
  );

  if (failure)
    return (
      <ScreenMessage role="alert">
        {t.loadFailed} {failure}
      </ScreenMessage>
    );
  if (!session) return <ScreenMessage role="status">{t.loading}</ScreenMessage>;
  if (session.mode === "local") return children;
  if (token)
    return (
      <InvitationScreen
        token={token}
        onSignedIn={(next) => {
          setToken(null);
          setSession(next);
          show(null);
        }}
        onSignIn={() => setToken(null)}
      />
    );
  if (!account) return <SignInScreen companySignIn={session.companySignIn} onSignedIn={setSession} />;
  if (session.twoStepDue)
    return <TwoStepDueScreen onDone={() => setSession({ ...session, twoStepDue: false })} onSignOut={signOut} />;
  const manages = account.permissions.includes("manage");
  const back = () => show(null);
  return (
    <AccountContext.Provider value={account}>
      {manages && screen === "pessoas" ? (
        <PeopleScreen onBack={back} />
      ) : manages && screen === "registro" ? (
        <AuditScreen onBack={back} />
      ) : person && (screen === "pessoas" || screen === "registro") ? (
        <AdminOnlyScreen
          title={screen === "pessoas" ? a.peopleHeading : a.auditHeading}
          role={person.role}
          onBack={back}
        />
      ) : screen === "conta" ? (
        <OwnAccountScreen onBack={back} onSession={setSession} />
      ) : (
        children
      )}
      {backIn && (
        <SignInDialog
          email={account.person?.email ?? ""}
          companySignIn={session.companySignIn}
          onSignedIn={(next) => {
            setSession(next);
            backIn();
            setBackIn(null);
          }}
        />
      )}
    </AccountContext.Provider>
  );
}
