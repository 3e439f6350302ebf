import { ROLE_NAMES, ROLES, type Role } from "../../shared/permissions.ts";

/** A list of the three roles by their names. */
export function RoleSelect({
  id,
  value,
  onChange,
  label,
}: {
  id: string;
  value: Role;
  onChange: (role: Role) => void;
  /** The accessible name when no visible label points at the list. */
  label?: string;
}) {
  return (
    <select
      className="input"
      id={id}
      value={value}
      aria-label={label}
      onChange={(event) => onChange(event.target.value as Role)}
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_NAMES[role]}
        </option>
      ))}
    </select>
  );
}
