import type {
  DraftRequest,
  ImageFile,
  OpenedPage,
  PageSummary,
  Refusal,
  SaveRequest,
  SchemaSet,
  ValidationResult,
} from "../shared/api.ts";
import { EDITOR_ADDRESSES } from "../shared/addresses.ts";

/** An endpoint's answer: its value, or why it was refused. */
export type Answer<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

const BASE = EDITOR_ADDRESSES.api;

async function call<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<Answer<T>> {
  const response = await fetch(`${BASE}/${path}`, {
    method,
    signal,
    headers:
      body === undefined
        ? { Accept: "application/json" }
        : { Accept: "application/json", "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const value = (await response.json()) as unknown;
  return response.ok ? { ok: true, value: value as T } : { ok: false, refusal: value as Refusal };
}

/** The value of an answer that cannot reasonably be refused (the lists the editor starts from). */
async function required<T>(answer: Promise<Answer<T>>): Promise<T> {
  const result = await answer;
  if (!result.ok) throw new Error(result.refusal.reason === "invalid" ? "dados inválidos" : result.refusal.message);
  return result.value;
}

const page = (name: string) => `pages/${encodeURIComponent(name)}`;

/** The page editor's dev-server endpoints. */
export const api = {
  schemas: () => required(call<SchemaSet>("GET", "schema")),
  pages: () => required(call<PageSummary[]>("GET", "pages")),
  images: () => required(call<ImageFile[]>("GET", "images")),
  open: (name: string) => call<OpenedPage>("GET", page(name)),
  draft: (request: DraftRequest) => call<OpenedPage>("POST", "drafts", request),
  validate: (name: string, data: unknown, signal: AbortSignal) =>
    required(call<ValidationResult>("POST", "validate", { name, data }, signal)),
  save: (name: string, request: SaveRequest) => call<{ version: string }>("PUT", page(name), request),
  remove: (name: string) => call<object>("DELETE", page(name)),
};
