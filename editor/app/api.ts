import type {
  CollectionSummary,
  Comparison,
  DraftRequest,
  ImageFile,
  OpenedCollection,
  OpenedPage,
  OpenedSite,
  PageAtCommit,
  PageCommit,
  PageSummary,
  PublishingStatus,
  PublishResult,
  Refusal,
  SaveRequest,
  SchemaSet,
  SiteValidation,
  ValidationResult,
} from "../shared/api.ts";
import type { SessionInfo } from "../shared/accounts.ts";
import { EDITOR_ADDRESSES } from "../shared/addresses.ts";
import { fetchSignedIn } from "./accounts/signedInFetch.ts";

/** An endpoint's answer: its value, or why it was refused. */
export type Answer<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

const BASE = EDITOR_ADDRESSES.api;

/** Sends a request already encoded (`type` is its Content-Type) and reads the JSON answer. */
async function send<T>(
  method: string,
  path: string,
  encoded?: { body: BodyInit; type: string },
  signal?: AbortSignal,
): Promise<Answer<T>> {
  // A write is JSON even when it carries nothing (`{}`): the editor's servers refuse a write of any other type.
  const sent =
    encoded ?? (method === "POST" || method === "PUT" ? { body: "{}", type: "application/json" } : undefined);
  // A session that ends while someone works is noticed there: the call waits for the sign-in and is sent again.
  const response = await fetchSignedIn(`${BASE}/${path}`, {
    method,
    signal,
    headers: sent ? { Accept: "application/json", "Content-Type": sent.type } : { Accept: "application/json" },
    body: sent?.body,
  });
  const value = (await response.json()) as unknown;
  return response.ok ? { ok: true, value: value as T } : { ok: false, refusal: value as Refusal };
}

/** Sends `body` (if any) as JSON. */
export function call<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<Answer<T>> {
  const encoded = body === undefined ? undefined : { body: JSON.stringify(body), type: "application/json" };
  return send<T>(method, path, encoded, signal);
}

/** Sends a file's bytes as they are (an image). */
export function sendBytes<T>(path: string, file: Blob): Promise<Answer<T>> {
  return send<T>("POST", path, { body: file, type: "application/octet-stream" });
}

/** The value of an answer that cannot reasonably be refused (the lists the editor starts from). */
async function required<T>(answer: Promise<Answer<T>>): Promise<T> {
  const result = await answer;
  if (!result.ok) throw new Error(result.refusal.reason === "invalid" ? "dados inválidos" : result.refusal.message);
  return result.value;
}

const page = (name: string) => `pages/${encodeURIComponent(name)}`;
const collection = (name: string) => `collections/${encodeURIComponent(name)}`;

/** The page editor's dev-server endpoints. */
export const api = {
  /** Who uses the editor: the developer on the dev server ("local"), or the signed-in person on the editor service. */
  session: () => required(call<SessionInfo>("GET", "sessao")),
  schemas: () => required(call<SchemaSet>("GET", "schema")),
  pages: () => required(call<PageSummary[]>("GET", "pages")),
  images: () => required(call<ImageFile[]>("GET", "images")),
  /** Sends an image from the computer; the answer is the WebP saved in public/img/, with its size. */
  uploadImage: (file: File) =>
    send<ImageFile>("POST", `images/${encodeURIComponent(file.name)}`, {
      body: file,
      type: "application/octet-stream",
    }),
  open: (name: string) => call<OpenedPage>("GET", page(name)),
  draft: (request: DraftRequest) => call<OpenedPage>("POST", "drafts", request),
  validate: (name: string, data: unknown, signal: AbortSignal) =>
    required(call<ValidationResult>("POST", "validate", { name, data }, signal)),
  save: (name: string, request: SaveRequest) => call<{ version: string }>("PUT", page(name), request),
  remove: (name: string) => call<object>("DELETE", page(name)),
  /** The open page as saving it would write it, beside the file on disk. */
  compare: (name: string, data: Record<string, unknown>) =>
    call<Comparison>("POST", `compare/${encodeURIComponent(name)}`, { data }),
  /** Commits the saved page (and the images it shows) with `message`, and sends it to the site when there is a remote. */
  publish: (name: string, message: string) =>
    call<PublishResult>("POST", `publish/${encodeURIComponent(name)}`, { message }),
  /** Earlier publications still on their way to the site (sending, deploy call), if any. */
  publishingStatus: () => call<PublishingStatus>("GET", "publishing"),
  history: (name: string) => call<PageCommit[]>("GET", `history/${encodeURIComponent(name)}`),
  atCommit: (name: string, commit: string) =>
    call<PageAtCommit>("GET", `history/${encodeURIComponent(name)}/${encodeURIComponent(commit)}`),
  collections: () => required(call<CollectionSummary[]>("GET", "collections")),
  openCollection: (name: string) => call<OpenedCollection>("GET", collection(name)),
  /** Creates a collection with no rows, from an existing template page or one made for it (`newPage`). */
  createCollection: (request: { name: string; page: string; newPage?: boolean }) =>
    call<OpenedCollection>("POST", "collections", request),
  validateCollection: (name: string, data: unknown, signal: AbortSignal) =>
    required(call<ValidationResult>("POST", `${collection(name)}/validate`, { data }, signal)),
  saveCollection: (name: string, request: SaveRequest) => call<{ version: string }>("PUT", collection(name), request),
  /** Commits the saved collection file with its template page (and that page's images) with `message`, and sends it to the site when there is a remote. */
  publishCollection: (name: string, message: string) =>
    call<PublishResult>("POST", `${collection(name)}/publish`, { message }),
  collectionHistory: (name: string) => call<PageCommit[]>("GET", `${collection(name)}/history`),
  collectionAtCommit: (name: string, commit: string) =>
    call<PageAtCommit>("GET", `${collection(name)}/history/${encodeURIComponent(commit)}`),
  // site.json is one file: the name the shared hooks pass (always "site") is not part of the address.
  openSite: () => call<OpenedSite>("GET", "site"),
  validateSite: (_name: string, data: unknown, signal: AbortSignal) =>
    required(call<SiteValidation>("POST", "site/validate", { data }, signal)),
  saveSite: (_name: string, request: SaveRequest) => call<{ version: string }>("PUT", "site", request),
  /** Commits the saved site.json (only it) with `message`, and sends it to the site when there is a remote. */
  publishSite: (_name: string, message: string) => call<PublishResult>("POST", "site/publish", { message }),
  siteHistory: () => call<PageCommit[]>("GET", "site/history"),
  siteAtCommit: (_name: string, commit: string) =>
    call<PageAtCommit>("GET", `site/history/${encodeURIComponent(commit)}`),
};
