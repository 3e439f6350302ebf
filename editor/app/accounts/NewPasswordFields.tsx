import { AccountField } from "./AccountField.tsx";
import { a } from "./strings.ts";

/** A new password typed twice, with the service's rules as help: creating an account and changing one's password. */
export function NewPasswordFields({
  id,
  label,
  password,
  repeated,
  onPassword,
  onRepeated,
  refusalId,
}: {
  /** The form's id: the fields' ids start with it. */
  id: string;
  label: string;
  password: string;
  repeated: string;
  onPassword: (value: string) => void;
  onRepeated: (value: string) => void;
  refusalId: string | undefined;
}) {
  return (
    <>
      <AccountField
        id={`${id}-password`}
        label={label}
        help={a.passwordHelp}
        type="password"
        autoComplete="new-password"
        value={password}
        onValue={onPassword}
        refusalId={refusalId}
      />
      <AccountField
        id={`${id}-repeated`}
        label={a.repeatPassword}
        type="password"
        autoComplete="new-password"
        value={repeated}
        onValue={onRepeated}
        refusalId={refusalId}
      />
    </>
  );
}
