/**
 * The e-mails the service sends, when it has an e-mail server: a request for review to the Publishers, a draft sent
 * back to the person who asked, a scheduled publication's outcome to the person who scheduled it (each only to those
 * who kept that e-mail on in "Minha conta"), and an invitation to the person invited. Sending never holds up nor fails
 * what caused it: a failure goes to the service's log.
 */
import { EDITOR_ADDRESSES } from "../../shared/addresses.ts";
import type { DraftKind } from "../../shared/drafts.ts";
import { documentName, titleAsName } from "../../shared/documentName.ts";
import type { MailNotice } from "../../shared/notices.ts";
import { roleMay } from "../../shared/permissions.ts";
import { documentHref, serviceScreenHref } from "../../shared/screenAddresses.ts";
import { DOCUMENT_KINDS } from "../drafts/draftKinds.ts";
import type { Person } from "../people/people.ts";
import { currentData } from "../review/documentData.ts";
import type { ReviewRecord } from "../review/reviews.ts";
import type { DueItem } from "../schedule/schedules.ts";
import type { ServiceContext } from "../serviceContext.ts";
import type { Mail, Mailer } from "./mailer.ts";
import { invitationMail, reviewAskedMail, reviewReturnedMail, scheduledMail } from "./noticeMails.ts";

/** What the notices read: the stores and the settings, without a request's person. */
export type NoticeContext = Omit<ServiceContext, "person" | "sessionToken" | "notices">;

/** Sends the service's e-mails through `mailer` (none: nothing is sent). */
export class Notices {
  constructor(
    private readonly context: NoticeContext,
    private readonly mailer: Mailer | undefined,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** Whether the service sends e-mail at all. */
  get mailOn(): boolean {
    return this.mailer !== undefined;
  }

  /** Tells the Publishers (not the one who asked) that `person` asked for review of the document. */
  reviewAsked(kind: DraftKind, name: string, note: string, person: Person): Promise<void> {
    const document = this.documentNamed(kind, name);
    const link = this.link(serviceScreenHref("revisoes"));
    const publishers = this.context.stores.people
      .list()
      .filter((other) => other.id !== person.id && roleMay(other.role, "publish"));
    return this.sendTo(publishers, "reviewAsked", (to) => reviewAskedMail(to, person.name, document, note, link));
  }

  /** Tells the person who asked that `person` sent their request back with `comment`. */
  reviewReturned(request: ReviewRecord, comment: string, person: Person): Promise<void> {
    const asker = request.personId === null ? undefined : this.context.stores.people.byId(request.personId);
    const document = this.documentNamed(request.kind, request.name);
    const link = this.link(documentHref(request.kind, request.name));
    return this.sendTo(asker ? [asker] : [], "reviewReturned", (to) =>
      reviewReturnedMail(to, person.name, document, comment, link),
    );
  }

  /** Tells the person who scheduled `item` how it went, in the agenda's words. */
  scheduledFinished(item: DueItem, ok: boolean, outcome: string): Promise<void> {
    const person = this.context.stores.people.byId(item.personId);
    const document = this.documentNamed(item.kind, item.name);
    const link = this.link(serviceScreenHref("agenda"));
    return this.sendTo(person ? [person] : [], "scheduledDone", (to) => scheduledMail(to, ok, document, outcome, link));
  }

  /** Sends an invitation's link to the person invited (who has no account yet, so no choice to read). */
  invited(email: string, by: Person, role: string, link: string, expiresAt: number): Promise<void> {
    return this.send([invitationMail(email, by.name, role, link, expiresAt)]);
  }

  private sendTo(people: Person[], notice: MailNotice, mail: (to: string) => Mail): Promise<void> {
    if (!this.mailer) return Promise.resolve();
    const wanting = people.filter((person) => this.context.stores.mailChoices.wants(person.id, notice));
    return this.send(wanting.map((person) => mail(person.email)));
  }

  private async send(mails: Mail[]): Promise<void> {
    const mailer = this.mailer;
    if (!mailer) return;
    await Promise.all(mails.map((mail) => mailer.send(mail).catch(this.onError)));
  }

  /** An address of the editor, whole (the e-mail is read outside it). */
  private link(search: string): string {
    return `${this.context.config.publicUrl}${EDITOR_ADDRESSES.editor}${search}`;
  }

  /** The document as the editor names it: a page by its title (from its draft, or its published file). */
  private documentNamed(kind: DraftKind, name: string): string {
    const file = DOCUMENT_KINDS[kind].fileOf(name);
    const data = currentData(
      { ...this.context, person: undefined, sessionToken: undefined } as ServiceContext,
      kind,
      name,
    );
    const title = data?.title;
    return file.startsWith("pages/") && typeof title === "string" && title
      ? `a página “${titleAsName(title)}”`
      : documentName(file);
  }
}
