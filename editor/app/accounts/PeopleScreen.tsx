import { useCallback, useEffect, useState } from "react";
import type { PeopleListing, PendingInvitation, PersonListing } from "../../shared/accounts.ts";
import { ROLE_NAMES, type Role } from "../../shared/permissions.ts";
import { useAnnounce } from "../Announcer.tsx";
import { useConfirm } from "../useConfirm.tsx";
import { useAccount } from "./AccountContext.tsx";
import { AccountScreenBar } from "./AccountScreenBar.tsx";
import { accountsApi, type AccountAnswer } from "./accountsApi.ts";
import { InviteForm } from "./InviteForm.tsx";
import { PendingInvitations } from "./PendingInvitations.tsx";
import { PersonRow } from "./PersonRow.tsx";
import { TwoStepRequirement } from "./TwoStepRequirement.tsx";
import { a } from "./strings.ts";

/**
 * "Pessoas": everyone with an account, their role and how they sign in; changing a role, removing an account,
 * unlocking a sign-in locked by wrong attempts; inviting someone, the invitations not yet accepted (cancelling one);
 * and whether Publicadores and Administradores must sign in in two steps.
 */
export function PeopleScreen({ onBack }: { onBack: () => void }) {
  const { person: me } = useAccount();
  const announce = useAnnounce();
  const { confirm, dialog } = useConfirm();
  const [listing, setListing] = useState<PeopleListing>();
  const [refusal, setRefusal] = useState<string>();
  // A new serial draws the rows afresh: a role list the service refused goes back to the role the person has.
  const [serial, setSerial] = useState(0);
  const show = useCallback((answer: AccountAnswer<PeopleListing>) => {
    if (answer.ok) setListing(answer.value);
    else setRefusal(answer.message);
    setSerial((previous) => previous + 1);
  }, []);
  const load = () => accountsApi.people().then(show);
  useEffect(() => void accountsApi.people().then(show), [show]);
  const changeRole = async (person: PersonListing, role: Role) => {
    const answer = await accountsApi.changeRole(person.id, role);
    setRefusal(answer.ok ? undefined : answer.message);
    if (answer.ok) announce(a.roleChanged(person.name, ROLE_NAMES[role]));
    await load();
  };
  const unlock = async (person: PersonListing) => {
    const answer = await accountsApi.unlock(person.id);
    setRefusal(undefined);
    show(answer);
    if (answer.ok) announce(a.unlocked(person.name));
  };
  const cancelInvitation = async (invitation: PendingInvitation) => {
    const email = invitation.email ?? "";
    if (!(await confirm(a.confirmCancelInvitation(email), a.cancelInvitation))) return;
    const answer = await accountsApi.cancelInvitation(invitation.id);
    setRefusal(undefined);
    show(answer);
    if (answer.ok) announce(a.invitationCancelled(email));
  };
  const requireTwoStep = async (required: boolean) => {
    const answer = await accountsApi.requireTwoStep(required);
    setRefusal(undefined);
    show(answer);
    if (answer.ok) announce(required ? a.twoStepRequired : a.twoStepOptional);
  };
  const remove = async (person: PersonListing) => {
    if (!(await confirm(a.confirmRemove(person.name, person.email), a.removeAccount))) return;
    const answer = await accountsApi.remove(person.id);
    setRefusal(answer.ok ? undefined : answer.message);
    if (answer.ok) announce(a.removed(person.name));
    await load();
  };
  return (
    <>
      <AccountScreenBar title={a.peopleHeading} onBack={onBack} />
      <main className="panes__single account-page" id="conteudo">
        <p className="field__help">
          {a.peopleIntro} {a.rolesHelp}
        </p>
        {refusal && (
          <p className="form-error" role="alert">
            {refusal}
          </p>
        )}
        {listing === undefined ? (
          !refusal && <p role="status">{a.loadingPeople}</p>
        ) : (
          <table className="table">
            <caption className="sr-only">{a.peopleHeading}</caption>
            <thead>
              <tr>
                <th scope="col">{a.columnName}</th>
                <th scope="col">{a.columnEmail}</th>
                <th scope="col">{a.columnRole}</th>
                <th scope="col">{a.columnSignIn}</th>
                <th scope="col">{a.columnActions}</th>
              </tr>
            </thead>
            <tbody>
              {listing.people.map((person) => (
                <PersonRow
                  key={`${person.id}-${serial}`}
                  person={person}
                  self={person.id === me?.id}
                  onChangeRole={(role) => void changeRole(person, role)}
                  onRemove={() => void remove(person)}
                  onUnlock={() => void unlock(person)}
                />
              ))}
            </tbody>
          </table>
        )}
        {listing && (
          <TwoStepRequirement required={listing.twoStepRequired} onChange={(next) => void requireTwoStep(next)} />
        )}
        <InviteForm onInvited={() => void load()} />
        {listing && (
          <PendingInvitations
            invitations={listing.invitations}
            onCancel={(invitation) => void cancelInvitation(invitation)}
          />
        )}
      </main>
      {dialog}
    </>
  );
}
