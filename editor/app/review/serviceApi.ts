import type { PublishResult } from "../../shared/api.ts";
import type { DraftKind } from "../../shared/drafts.ts";
import type { MailChoicesView, MailNotice, NoticeCounts } from "../../shared/notices.ts";
import type { NewPreviewLink, PreviewLinkView, ReviewItem, ReviewView } from "../../shared/review.ts";
import type { ScheduledItem, ScheduleRequest } from "../../shared/schedule.ts";
import { call } from "../api.ts";

const document = (kind: DraftKind, name: string) => `${kind}/${encodeURIComponent(name)}`;

/** The editor service's review, preview-link and agenda endpoints (absent on the dev server). */
export const serviceApi = {
  reviews: () => call<ReviewItem[]>("GET", "revisoes"),
  review: (kind: DraftKind, name: string) => call<ReviewView | null>("GET", `revisoes/${document(kind, name)}`),
  askReview: (kind: DraftKind, name: string, note: string) =>
    call<ReviewView>("POST", `revisoes/${document(kind, name)}`, { note }),
  giveBack: (kind: DraftKind, name: string, comment: string) =>
    call<ReviewView>("POST", `revisoes/${document(kind, name)}/devolver`, { comment }),
  /** Publishes a document's draft (the drafts' own route). */
  publishDraft: (kind: DraftKind, name: string, message: string) =>
    call<PublishResult & { version: string }>("POST", `rascunhos/${document(kind, name)}/publicar`, { message }),
  previewLinks: (kind: DraftKind, name: string) => call<PreviewLinkView[]>("GET", `previas/${document(kind, name)}`),
  makePreviewLink: (kind: DraftKind, name: string) => call<NewPreviewLink>("POST", `previas/${document(kind, name)}`),
  revokePreviewLink: (kind: DraftKind, name: string, id: number) =>
    call<object>("DELETE", `previas/${document(kind, name)}/${id}`),
  agenda: () => call<ScheduledItem[]>("GET", "agenda"),
  /** The badges' counts (noticeFeed.ts). */
  notices: () => call<NoticeCounts>("GET", "avisos"),
  mailChoices: () => call<MailChoicesView>("GET", "conta/avisos"),
  chooseMail: (wanted: Partial<Record<MailNotice, boolean>>) =>
    call<MailChoicesView>("PUT", "conta/avisos", { wanted }),
  schedule: (request: ScheduleRequest) => call<{ id: number; dueAt: number }>("POST", "agenda", request),
  cancelSchedule: (id: number) => call<object>("DELETE", `agenda/${id}`),
};
