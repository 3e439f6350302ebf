import { documentTitle } from "../../shared/documentName.ts";

/**
 * What an activity line was done to, as a marketer reads it: a document by its name ("Página “Sobre nós”", never its
 * file), anything else (a person's e-mail) as recorded.
 */
export const auditSubject = (subject: string): string =>
  /(^|\/)[^/]+\.json$/.test(subject) ? documentTitle(subject) : subject;
