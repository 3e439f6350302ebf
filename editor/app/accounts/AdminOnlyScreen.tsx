import { ROLE_NAMES, type Role } from "../../shared/permissions.ts";
import { AccountScreenBar } from "./AccountScreenBar.tsx";
import { a } from "./strings.ts";

/**
 * What an administrators' screen shows to anyone else who opens its address: that it is an Administrador's, and
 * what to do instead, rather than the page list as if the address were wrong.
 */
export function AdminOnlyScreen({ title, role, onBack }: { title: string; role: Role; onBack: () => void }) {
  return (
    <>
      <AccountScreenBar title={title} onBack={onBack} />
      <main className="panes__single account-page" id="conteudo">
        <p className="refusal" role="alert">
          {a.adminsOnly(title, ROLE_NAMES[role])}
        </p>
      </main>
    </>
  );
}
