import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { InvitationLink } from "../../shared/accounts.ts";
import type { Role } from "../../shared/permissions.ts";
import { LabelledField } from "../ui/LabelledField.tsx";
import { AccountField } from "./AccountField.tsx";
import { accountsApi } from "./accountsApi.ts";
import { brasiliaTime } from "./brasiliaTime.ts";
import { RoleSelect } from "./RoleSelect.tsx";
import { a } from "./strings.ts";

/**
 * "Convidar pessoa": an e-mail and a role (Editor unless chosen otherwise: the least a new person may need). The
 * service answers with a link for one use, which the administrator sends themself: shown with "Copiar link" and when
 * it stops working, in Brasília time; the invitation then joins the pending ones (`onInvited`).
 */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("editor");
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [created, setCreated] = useState<{ email: string; link: InvitationLink }>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    const answer = await accountsApi.invite(email.trim(), role);
    setSending(false);
    if (!answer.ok) {
      setCreated(undefined);
      return setRefusal(answer.message);
    }
    setRefusal(undefined);
    setCreated({ email: email.trim(), link: answer.value });
    setEmail("");
    onInvited();
  };
  return (
    <section className="account-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{a.inviteHeading}</h2>
      <form className="account-form account-form--inline" onSubmit={(event) => void submit(event)}>
        <AccountField
          id={`${id}-email`}
          label={a.inviteEmail}
          type="email"
          autoComplete="off"
          value={email}
          onValue={setEmail}
          refusalId={refusal ? `${id}-refusal` : undefined}
        />
        <LabelledField id={`${id}-role`} label={a.inviteRole}>
          <RoleSelect id={`${id}-role`} value={role} onChange={setRole} />
        </LabelledField>
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={sending}>
            {sending ? a.inviting : a.invite}
          </button>
        </div>
      </form>
      {refusal && (
        <p className="form-error" id={`${id}-refusal`} role="alert">
          {refusal}
        </p>
      )}
      {created && <CreatedInvitation email={created.email} invitation={created.link} />}
    </section>
  );
}

function CreatedInvitation({ email, invitation }: { email: string; invitation: InvitationLink }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<string>();
  // The link is what the administrator came for: the cursor goes there, selected, ready to copy by hand too.
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, [invitation]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invitation.link);
      setCopied(a.copied);
    } catch {
      setCopied(a.copyFailed);
    }
  };
  const { date, time } = brasiliaTime(invitation.expiresAt);
  return (
    <div className="account-invitation">
      <p>{a.invitationReady(email)}</p>
      <LabelledField id={`${id}-link`} label={a.invitationLink} help={a.validUntil(date, time)}>
        <input
          className="input"
          id={`${id}-link`}
          value={invitation.link}
          readOnly
          aria-describedby={`${id}-link-help`}
          ref={field}
        />
      </LabelledField>
      <div className="button-row">
        <button type="button" className="button" onClick={() => void copy()}>
          {a.copyLink}
        </button>
        <span role="status">{copied}</span>
      </div>
    </div>
  );
}
