import { useId, useState, type FormEvent } from "react";
import type { SessionInfo } from "../../shared/accounts.ts";
import { useAnnounce } from "../Announcer.tsx";
import { AccountField, AccountFormEnd } from "./AccountField.tsx";
import { accountsApi } from "./accountsApi.ts";
import { NewPasswordFields } from "./NewPasswordFields.tsx";
import { a } from "./strings.ts";

/**
 * "Mudar a senha": the current password, the new one twice. The service checks the new one (length, common, the
 * person's name) and says why it refuses; a change ends the person's other sessions and renews this one.
 */
export function PasswordChangeForm({ onChanged }: { onChanged: (session: SessionInfo) => void }) {
  const id = useId();
  const announce = useAnnounce();
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [repeated, setRepeated] = useState("");
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== repeated) return setRefusal(a.passwordsDiffer);
    setSending(true);
    const answer = await accountsApi.changePassword({ current, password });
    setSending(false);
    if (!answer.ok) return setRefusal(answer.message);
    setRefusal(undefined);
    setCurrent("");
    setPassword("");
    setRepeated("");
    announce(a.passwordChanged);
    onChanged(answer.value);
  };
  const refusalId = refusal ? `${id}-refusal` : undefined;
  return (
    <section className="account-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{a.passwordHeading}</h2>
      <form className="account-form" aria-labelledby={`${id}-heading`} onSubmit={(event) => void submit(event)}>
        <AccountField
          id={`${id}-current`}
          label={a.currentPassword}
          type="password"
          autoComplete="current-password"
          value={current}
          onValue={setCurrent}
          refusalId={refusalId}
        />
        <NewPasswordFields
          id={id}
          label={a.newPassword}
          password={password}
          repeated={repeated}
          onPassword={setPassword}
          onRepeated={setRepeated}
          refusalId={refusalId}
        />
        <AccountFormEnd
          refusal={refusal}
          refusalId={`${id}-refusal`}
          sending={sending}
          label={a.changePassword}
          sendingLabel={a.changingPassword}
        />
      </form>
    </section>
  );
}
