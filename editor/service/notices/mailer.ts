import nodemailer from "nodemailer";

/** One e-mail the service sends: to one person, a subject and a plain-text body (never HTML). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** What sends the service's e-mails. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Sends through the SMTP server of `url` (`smtp://user:senha@host:587`, `smtps://…`), from `from`. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    send: async ({ to, subject, text }) => {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}
