import { t } from "../strings.ts";
import { a } from "./strings.ts";
import { TwoStepSetUp } from "./TwoStepSetUp.tsx";

/**
 * What a Publicador or Administrador sees while their role requires two-step sign-in and they have not set it up:
 * why, and the set-up; nothing else answers them until it is done ("Sair" stays).
 */
export function TwoStepDueScreen({ onDone, onSignOut }: { onDone: () => void; onSignOut: () => void }) {
  return (
    <>
      <header className="toolbar">
        <p className="toolbar__title">{t.appTitle}</p>
        <button type="button" className="button button--small" onClick={onSignOut}>
          {a.signOut}
        </button>
      </header>
      <main className="account-screen" id="conteudo">
        <h1>{a.twoStepDueHeading}</h1>
        <p>{a.twoStepDueIntro}</p>
        <p className="field__help">{a.twoStepIntro}</p>
        <TwoStepSetUp onDone={onDone} />
      </main>
    </>
  );
}
