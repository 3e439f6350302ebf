import type { Person } from "../shared/api.ts";

/**
 * A person's name and e-mail as git can record them: git refuses control characters and drops `<` and `>` from an
 * identity, so they are taken out here, where what is recorded stays predictable.
 */
export function cleanPerson({ name, email }: Person): Person {
  // eslint-disable-next-line no-control-regex
  const clean = (text: string) => text.replace(/[\u0000-\u001f\u007f<>]/g, "").trim();
  return { name: clean(name) || clean(email), email: clean(email) };
}

/** The environment that signs a commit as `person`, author and committer alike, whatever git's configuration says. */
export function identityEnv(person: Person | undefined): NodeJS.ProcessEnv {
  if (!person) return {};
  return {
    GIT_AUTHOR_NAME: person.name,
    GIT_AUTHOR_EMAIL: person.email,
    GIT_COMMITTER_NAME: person.name,
    GIT_COMMITTER_EMAIL: person.email,
  };
}
