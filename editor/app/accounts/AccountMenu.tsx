import type { MouseEvent } from "react";
import { ROLE_NAMES } from "../../shared/permissions.ts";
import { useAccount, type AccountScreen } from "./AccountContext.tsx";
import { screenHref } from "./accountAddress.ts";
import { a } from "./strings.ts";

/**
 * The signed-in person in the pages list's header: their name and role, "Minha conta", "Sair", and for administrators
 * the way to "Pessoas" and "Registro de atividades". Nothing on the dev server, which has no accounts.
 */
export function AccountMenu() {
  const { person, permissions, show, signOut } = useAccount();
  if (!person) return null;
  const open = (screen: AccountScreen) => (event: MouseEvent) => {
    event.preventDefault();
    show(screen);
  };
  return (
    <nav className="account-menu" aria-label={a.accountNav}>
      {permissions.includes("manage") && (
        <>
          <a className="toolbar__link" href={screenHref("pessoas")} onClick={open("pessoas")}>
            {a.peopleLink}
          </a>
          <a className="toolbar__link" href={screenHref("registro")} onClick={open("registro")}>
            {a.auditLink}
          </a>
        </>
      )}
      <span className="account-menu__person">{a.youAre(person.name, ROLE_NAMES[person.role])}</span>
      <a className="toolbar__link" href={screenHref("conta")} onClick={open("conta")}>
        {a.ownAccountLink}
      </a>
      <button type="button" className="button button--small" onClick={signOut}>
        {a.signOut}
      </button>
    </nav>
  );
}
