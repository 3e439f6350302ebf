/**
 * The service's e-mails in pt-BR, as plain text: what happened, to which document, and the link that leads there.
 * Each is a function of what it tells, so a test reads the exact words.
 */
import { brasiliaDateTime } from "../../shared/brasiliaTime.ts";
import { asTitle } from "../../shared/documentName.ts";
import type { Mail } from "./mailer.ts";

const SIGNATURE = "\n\n— Editor do site";

/** A request for review, to a Publisher: who asked, for which document (with its article), the note, the link. */
export const reviewAskedMail = (to: string, by: string, document: string, note: string, link: string): Mail => ({
  to,
  subject: `Revisão pedida: ${asTitle(document)}`,
  text:
    `${by} pediu a revisão d${document}.` +
    (note ? `\n\nObservação: “${note}”` : "") +
    `\n\nVeja o que mudou e publique ou devolva com comentário em “Revisões”:\n${link}${SIGNATURE}`,
});

/** A draft sent back, to the person who asked: who sent it back, the comment, the link to the draft. */
export const reviewReturnedMail = (to: string, by: string, document: string, comment: string, link: string): Mail => ({
  to,
  subject: `Devolvida com comentário: ${asTitle(document)}`,
  text:
    `${by} devolveu o seu pedido de revisão d${document} com este comentário:\n\n“${comment}”` +
    `\n\nAbra o rascunho, faça o que foi pedido e peça revisão de novo:\n${link}${SIGNATURE}`,
});

/** A scheduled publication's outcome, to the person who scheduled it: the agenda's sentence, and the agenda's link. */
export const scheduledMail = (to: string, ok: boolean, document: string, outcome: string, link: string): Mail => ({
  to,
  subject: `${ok ? "Publicação agendada feita" : "Publicação agendada não feita"}: ${asTitle(document)}`,
  text: `${asTitle(document)}: ${outcome}\n\nVeja a agenda:\n${link}${SIGNATURE}`,
});

/** An invitation, to the person invited: who invites, as which role, the link and until when it works. */
export const invitationMail = (to: string, by: string, role: string, link: string, expiresAt: number): Mail => ({
  to,
  subject: "Convite para editar o site",
  text:
    `${by} convidou você para editar o site como ${role}.` +
    `\n\nCrie a sua conta por este link, válido até ${brasiliaDateTime(expiresAt)} (horário de Brasília):\n${link}${SIGNATURE}`,
});
