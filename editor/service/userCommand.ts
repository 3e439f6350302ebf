/**
 * `npm run editor:user -- add --email E --role R [--name N] [--password-stdin]` and `npm run editor:user -- list`:
 * manages accounts from the machine the service runs on. `add` prints an invitation link for the person to create
 * their password (nothing secret passes through the terminal), or, with --password-stdin (for scripts), creates the
 * account with the password read from standard input.
 */
import { parseArgs } from "node:util";
import { ROLE_NAMES, ROLES, type Role } from "../shared/permissions.ts";
import type { ServiceConfig } from "./config.ts";
import type { Clock } from "./database.ts";
import { weakPassword } from "./people/passwordStrength.ts";
import { hashPassword } from "./people/passwords.ts";
import { invitationLink } from "./routes/accountAnswers.ts";
import type { ServiceStores } from "./serviceContext.ts";

const USAGE = [
  "Uso:",
  '  npm run editor:user -- add --email ana@empresa.com.br --role admin|publisher|editor [--name "Ana Souza"] [--password-stdin]',
  "  npm run editor:user -- list",
].join("\n");

/** What the command prints, and its exit code. */
export interface CommandResult {
  output: string;
  code: number;
}

const fail = (line: string): CommandResult => ({ output: `${line}\n${USAGE}`, code: 1 });

/** Runs the command on `args` (what follows `--`); `stdin` gives the password when asked for. */
export async function userCommand(
  args: string[],
  stores: ServiceStores,
  config: Pick<ServiceConfig, "publicUrl">,
  clock: Clock,
  stdin: () => Promise<string>,
): Promise<CommandResult> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        email: { type: "string" },
        role: { type: "string" },
        name: { type: "string" },
        "password-stdin": { type: "boolean" },
      },
    });
  } catch {
    return fail("Opção desconhecida.");
  }
  const [command] = parsed.positionals;
  if (command === "list")
    return {
      output:
        stores.people
          .list()
          .map((person) => `${person.email}\t${ROLE_NAMES[person.role]}\t${person.name}`)
          .join("\n") || "Ninguém tem conta ainda.",
      code: 0,
    };
  if (command !== "add") return fail(command ? `Comando desconhecido: ${command}.` : "Diga o que fazer: add ou list.");
  const { email, role, name } = parsed.values;
  if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return fail("Dê o e-mail da pessoa com --email.");
  if (!role || !ROLES.includes(role as Role)) return fail(`Dê o papel com --role: ${ROLES.join(", ")}.`);
  if (stores.people.withPassword(email)) return { output: `${email} já tem conta no editor.`, code: 1 };
  const now = clock.now();
  if (parsed.values["password-stdin"]) {
    const password = (await stdin()).replace(/\r?\n$/, "");
    const weak = weakPassword(password, [name ?? "", email]);
    if (weak) return { output: weak, code: 1 };
    stores.people.add(
      { name: name ?? email.split("@")[0]!, email, role: role as Role },
      await hashPassword(password),
      now,
    );
    stores.audit.record(undefined, "criou a conta de", email, ROLE_NAMES[role as Role], now);
    return { output: `Conta criada: ${email} (${ROLE_NAMES[role as Role]}).`, code: 0 };
  }
  const { token } = stores.invitations.create({ role: role as Role, email, invitedBy: null, firstAccess: false }, now);
  stores.audit.record(undefined, "convidou", email, ROLE_NAMES[role as Role], now);
  return {
    output: `Convite para ${email} (${ROLE_NAMES[role as Role]}), válido por 7 dias e uma só vez:\n  ${invitationLink({ config: config as ServiceConfig }, token)}`,
    code: 0,
  };
}
