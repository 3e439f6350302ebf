/** For tests: a real SMTP server on a free port that keeps each message received, decoded to its subject and text. */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message as the server received it. */
export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
}

/** The running server: its address for EDITOR_SMTP_URL, what it received, and a way to wait for a number of messages. */
export interface TestMailServer {
  url: string;
  received: ReceivedMail[];
  /** Resolves once `count` messages have arrived in all. */
  waitFor(count: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** Decodes quoted-printable UTF-8 text (nodemailer's encoding of non-ASCII text). */
const quotedPrintable = (text: string): string =>
  Buffer.from(
    text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** Decodes a header's encoded words (`=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=`). */
const headerWords = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, body: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(body, "base64").toString("utf8")
        : quotedPrintable(body.replace(/_/g, " ")),
    );

/** A raw message's subject and plain text. */
function decoded(raw: string): { subject: string; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1]?.trim() ?? "";
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body, "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? quotedPrintable(body)
        : body;
  return { subject: headerWords(header("Subject")), text: text.replace(/\r\n/g, "\n").trim() };
}

/** Starts the server on 127.0.0.1, on a port the system chooses. */
export async function testMailServer(): Promise<TestMailServer> {
  const received: ReceivedMail[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          ...decoded(Buffer.concat(chunks).toString("latin1")),
        });
        for (const wait of waiting.filter((one) => received.length >= one.count)) wait.resolve();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor: (count) =>
      received.length >= count
        ? Promise.resolve(received)
        : new Promise((resolve) => waiting.push({ count, resolve: () => resolve(received) })),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
