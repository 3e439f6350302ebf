import { useCallback, useEffect, useState } from "react";
import type { PersonView } from "../../shared/accounts.ts";
import { ROLE_NAMES, type Role } from "../../shared/permissions.ts";
import { useAnnounce } from "../Announcer.tsx";
import { useConfirm } from "../useConfirm.tsx";
import { useAccount } from "./AccountContext.tsx";
import { AccountScreenBar } from "./AccountScreenBar.tsx";
import { accountsApi, type AccountAnswer } from "./accountsApi.ts";
import { InviteForm } from "./InviteForm.tsx";
import { PersonRow } from "./PersonRow.tsx";
import { a } from "./strings.ts";

/** "Pessoas": everyone with an account and their role, changing a role, removing an account, and inviting someone. */
export function PeopleScreen({ onBack }: { onBack: () => void }) {
  const { person: me } = useAccount();
  const announce = useAnnounce();
  const { confirm, dialog } = useConfirm();
  const [people, setPeople] = useState<PersonView[]>();
  const [refusal, setRefusal] = useState<string>();
  // A new serial draws the rows afresh: a role list the service refused goes back to the role the person has.
  const [serial, setSerial] = useState(0);
  const show = useCallback((answer: AccountAnswer<PersonView[]>) => {
    if (answer.ok) setPeople(answer.value);
    else setRefusal(answer.message);
    setSerial((previous) => previous + 1);
  }, []);
  const load = () => accountsApi.people().then(show);
  useEffect(() => void accountsApi.people().then(show), [show]);
  const changeRole = async (person: PersonView, role: Role) => {
    const answer = await accountsApi.changeRole(person.id, role);
    setRefusal(answer.ok ? undefined : answer.message);
    if (answer.ok) announce(a.roleChanged(person.name, ROLE_NAMES[role]));
    await load();
  };
  const remove = async (person: PersonView) => {
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
        {people === undefined ? (
          !refusal && <p role="status">{a.loadingPeople}</p>
        ) : (
          <table className="table">
            <caption className="sr-only">{a.peopleHeading}</caption>
            <thead>
              <tr>
                <th scope="col">{a.columnName}</th>
                <th scope="col">{a.columnEmail}</th>
                <th scope="col">{a.columnRole}</th>
                <th scope="col">{a.columnActions}</th>
              </tr>
            </thead>
            <tbody>
              {people.map((person) => (
                <PersonRow
                  key={`${person.id}-${serial}`}
                  person={person}
                  self={person.id === me?.id}
                  onChangeRole={(role) => void changeRole(person, role)}
                  onRemove={() => void remove(person)}
                />
              ))}
            </tbody>
          </table>
        )}
        <InviteForm />
      </main>
      {dialog}
    </>
  );
}
