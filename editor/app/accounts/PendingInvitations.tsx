import { useId } from "react";
import type { PendingInvitation } from "../../shared/accounts.ts";
import { ROLE_NAMES } from "../../shared/permissions.ts";
import { brasiliaTime } from "./brasiliaTime.ts";
import { a } from "./strings.ts";

/**
 * "Convites pendentes": the invitations not yet accepted, with their role, who sent them and until when they are
 * valid (Brasília time); "Cancelar convite" makes a link already sent stop working.
 */
export function PendingInvitations({
  invitations,
  onCancel,
}: {
  invitations: PendingInvitation[];
  onCancel: (invitation: PendingInvitation) => void;
}) {
  const id = useId();
  return (
    <section className="account-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{a.pendingHeading}</h2>
      {invitations.length === 0 ? (
        <p>{a.pendingEmpty}</p>
      ) : (
        <table className="table">
          <caption className="sr-only">{a.pendingHeading}</caption>
          <thead>
            <tr>
              <th scope="col">{a.columnInvited}</th>
              <th scope="col">{a.columnRole}</th>
              <th scope="col">{a.columnInvitedBy}</th>
              <th scope="col">{a.columnValidUntil}</th>
              <th scope="col">{a.columnActions}</th>
            </tr>
          </thead>
          <tbody>
            {invitations.map((invitation) => {
              const { date, time } = brasiliaTime(invitation.expiresAt);
              return (
                <tr key={invitation.id}>
                  <td>{invitation.email}</td>
                  <td>{ROLE_NAMES[invitation.role]}</td>
                  <td>{invitation.invitedBy ?? a.invitedByMachine}</td>
                  <td>{a.at(date, time)}</td>
                  <td className="table__actions">
                    <button
                      type="button"
                      className="button button--small button--danger"
                      onClick={() => onCancel(invitation)}
                    >
                      {a.cancelInvitation}
                      <span className="sr-only">{a.ofInvitation(invitation.email ?? "")}</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
