import { createContext, useContext } from "react";
import type { PersonView } from "../../shared/accounts.ts";
import { permissionsOf, type Permission } from "../../shared/permissions.ts";

/** The account screens the editor can show instead of its pages. */
export type AccountScreen = "pessoas" | "registro" | "conta";

/** Who is using the editor and what their account offers the rest of the app. */
export interface Account {
  /** The signed-in person; null on the dev server, where there are no accounts. */
  person: PersonView | null;
  permissions: readonly Permission[];
  /** Shows an administrator's screen (people, audit list). */
  show: (screen: AccountScreen) => void;
  signOut: () => void;
}

/** The dev server's developer: every permission, no account (also what components drawn without the gate see). */
export const LOCAL_ACCOUNT: Account = {
  person: null,
  permissions: permissionsOf("admin"),
  show: () => {},
  signOut: () => {},
};

/** The account the gate signed in. */
export const AccountContext = createContext<Account>(LOCAL_ACCOUNT);

/** The account of whoever uses the editor. */
export const useAccount = (): Account => useContext(AccountContext);

/** True when the person may do what `permission` covers: a button they may not use is not shown. */
export const useMay = (permission: Permission): boolean => useAccount().permissions.includes(permission);
