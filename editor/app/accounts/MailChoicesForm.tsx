import { useCallback, useEffect, useId, useState } from "react";
import { MAIL_NOTICES, type MailChoicesView, type MailNotice } from "../../shared/notices.ts";
import { useAnnounce } from "../Announcer.tsx";
import { serviceApi } from "../review/serviceApi.ts";
import { refusalText } from "../review/useAnswer.ts";
import { a } from "./strings.ts";

/** "Avisos por e-mail" in "Minha conta": one box per e-mail the editor can send the person, saved as it is ticked. */
export function MailChoicesForm() {
  const id = useId();
  const announce = useAnnounce();
  const [choices, setChoices] = useState<MailChoicesView>();
  const [refusal, setRefusal] = useState<string>();
  const take = useCallback((answer: Awaited<ReturnType<typeof serviceApi.mailChoices>>) => {
    if (answer.ok) setChoices(answer.value);
    setRefusal(answer.ok ? undefined : refusalText(answer.refusal));
    return answer.ok;
  }, []);
  useEffect(() => void serviceApi.mailChoices().then(take), [take]);
  const choose = async (notice: MailNotice, wanted: boolean) => {
    if (take(await serviceApi.chooseMail({ [notice]: wanted }))) announce(a.mailSaved);
  };
  return (
    <section className="account-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{a.mailHeading}</h2>
      <p className="field__help">{a.mailIntro}</p>
      {choices && !choices.mailOn && <p>{a.mailOff}</p>}
      {choices &&
        MAIL_NOTICES.map((notice) => (
          <div className="field" key={notice}>
            <label className="account-check">
              <input
                type="checkbox"
                checked={choices.wanted[notice]}
                onChange={(event) => void choose(notice, event.target.checked)}
              />{" "}
              {a.mailLabels[notice]}
            </label>
          </div>
        ))}
      {refusal && (
        <p className="form-error" role="alert">
          {refusal}
        </p>
      )}
    </section>
  );
}
