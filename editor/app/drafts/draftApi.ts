/** The editor service's drafts and presence endpoints, as the editor's browser code calls them. */
import type { PublishResult } from "../../shared/api.ts";
import { EDITOR_ADDRESSES } from "../../shared/addresses.ts";
import type {
  DraftConflict,
  DraftKind,
  DraftPublished,
  DraftSaved,
  DraftSaveRequest,
  DraftSummary,
  DraftView,
  PendingDraft,
  PresentPerson,
} from "../../shared/drafts.ts";
import type { Answer } from "../api.ts";

/**
 * A draft save's answer: its new stamp (with what others saved meanwhile, when it was merged with it), or the conflict
 * (someone changed the same fields meanwhile), or another refusal.
 */
export type DraftSaveAnswer =
  | { ok: true; value: DraftSaved }
  | { ok: false; conflict: DraftConflict }
  | { ok: false; conflict?: undefined; message: string };

/**
 * The most a request sent while the page is being left may carry: browsers refuse a `keepalive` body past 64 KiB in
 * flight, so a larger draft is saved by the regular saves only (and the browser asks before leaving).
 */
export const KEEPALIVE_LIMIT = 60 * 1024;

const address = (kind: DraftKind, name: string) => `${kind}/${encodeURIComponent(name)}`;

async function call<T>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
  const response = await fetch(`${EDITOR_ADDRESSES.api}/${path}`, {
    method,
    headers: { Accept: "application/json", ...(body !== undefined && { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const value = (await response.json()) as never;
  return response.ok ? { ok: true, value } : { ok: false, refusal: value };
}

/** Saves a draft's encoded request, with keepalive when it fits; the answer, or undefined when it could not be read. */
async function sendDraft(kind: DraftKind, name: string, body: string): Promise<DraftSaveAnswer> {
  const response = await fetch(`${EDITOR_ADDRESSES.api}/rascunhos/${address(kind, name)}`, {
    method: "PUT",
    keepalive: body.length <= KEEPALIVE_LIMIT,
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body,
  });
  const value = (await response.json()) as DraftSaved & DraftConflict & { message: string };
  if (response.ok) return { ok: true, value };
  return value.reason === "conflict" ? { ok: false, conflict: value } : { ok: false, message: value.message };
}

/** The drafts endpoints. */
export const draftApi = {
  list: () => call<DraftSummary[]>("GET", "rascunhos"),
  read: (kind: DraftKind, name: string) => call<DraftView>("GET", `rascunhos/${address(kind, name)}`),
  /** Saves a draft; sent with keepalive when small enough, so that a save under way outlives the page. */
  save: (kind: DraftKind, name: string, request: DraftSaveRequest) => sendDraft(kind, name, JSON.stringify(request)),
  /** Sends the draft (`body`, already encoded) as the page is left: the browser sends it even after the page is gone. */
  saveOnLeave: (kind: DraftKind, name: string, body: string) => sendDraft(kind, name, body),
  discard: (kind: DraftKind, name: string) => call<object>("DELETE", `rascunhos/${address(kind, name)}`),
  /** The signed-in person's pending copy of the document (their changes that did not join the draft), if any. */
  pending: (kind: DraftKind, name: string) => call<PendingDraft>("GET", `rascunhos/${address(kind, name)}/pendente`),
  /** Sets the person's pending copy aside, once they chose between it and the draft. */
  dropPending: (kind: DraftKind, name: string) => call<object>("DELETE", `rascunhos/${address(kind, name)}/pendente`),
  publish: (kind: DraftKind, name: string, message: string) =>
    call<PublishResult & DraftPublished>("POST", `rascunhos/${address(kind, name)}/publicar`, { message }),
  // An empty JSON body: the service refuses a POST that is not JSON (a form of another site could send it).
  beat: (kind: DraftKind, name: string) => call<PresentPerson[]>("POST", `presenca/${address(kind, name)}`, {}),
  leave: (kind: DraftKind, name: string): void => {
    void fetch(`${EDITOR_ADDRESSES.api}/presenca/${address(kind, name)}`, { method: "DELETE", keepalive: true }).catch(
      () => undefined,
    );
  },
};
