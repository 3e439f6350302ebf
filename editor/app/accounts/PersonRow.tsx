import { useId, useState } from "react";
import type { PersonListing } from "../../shared/accounts.ts";
import { ROLE_NAMES, type Role } from "../../shared/permissions.ts";
import { RoleSelect } from "./RoleSelect.tsx";
import { a } from "./strings.ts";

/**
 * One person of the people list: name, e-mail, role, how they sign in (locked by wrong attempts: "Desbloquear
 * entrada"). Another person's role is chosen in a list and changed with
 * "Mudar papel" (a list that saved on every arrow key would change roles while someone browses it); "Remover conta"
 * asks first. One's own account is shown without them: an administrator cannot lock themself out from here.
 */
export function PersonRow({
  person,
  self,
  onChangeRole,
  onRemove,
  onUnlock,
}: {
  person: PersonListing;
  self: boolean;
  onChangeRole: (role: Role) => void;
  onRemove: () => void;
  onUnlock: () => void;
}) {
  const id = useId();
  const [role, setRole] = useState(person.role);
  return (
    <tr>
      <td>
        {person.name}
        {self && <span className="table__aliases"> ({a.you})</span>}
      </td>
      <td>{person.email}</td>
      <td>
        {self ? (
          ROLE_NAMES[person.role]
        ) : (
          <RoleSelect id={`${id}-role`} value={role} onChange={setRole} label={a.roleOf(person.name)} />
        )}
      </td>
      <td>
        {person.locked ? (
          <span className="badge">{a.lockedBadge}</span>
        ) : person.twoStep ? (
          a.twoStepBadge
        ) : (
          a.passwordOnly
        )}
      </td>
      <td className="table__actions">
        {person.locked && (
          <button type="button" className="button button--small" onClick={onUnlock}>
            {a.unlock}
            <span className="sr-only">{a.ofPerson(person.name)}</span>
          </button>
        )}
        {!self && (
          <>
            <button
              type="button"
              className="button button--small"
              disabled={role === person.role}
              onClick={() => onChangeRole(role)}
            >
              {a.changeRole}
              <span className="sr-only">{a.ofPerson(person.name)}</span>
            </button>
            <button type="button" className="button button--small button--danger" onClick={onRemove}>
              {a.removeAccount}
              <span className="sr-only">{a.ofPerson(person.name)}</span>
            </button>
          </>
        )}
      </td>
    </tr>
  );
}
