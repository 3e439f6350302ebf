import type { Database, Statement } from "better-sqlite3";
import { megabytes } from "../shared/imageRules.ts";
import { refused, type Answer } from "./http.ts";

/** What a person may send in a day: thirty photos at the size limit, far more than a page needs. */
export const DAILY_UPLOAD_BYTES = 300 * 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When an upload becomes possible again, as a marketer in Brazil reads it: "28/11/2026 às 14:05". */
const brasiliaTime = (ms: number) => {
  const parts = new Intl.DateTimeFormat("pt-BR", {
    timeZone: "America/Sao_Paulo",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(ms);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part("day")}/${part("month")}/${part("year")} às ${part("hour")}:${part("minute")}`;
};

/** The settings of a quota: its limit, its window and the clock (tests move it). */
export interface QuotaOptions {
  limitBytes?: number;
  windowMs?: number;
  now?: () => number;
}

/**
 * The bytes each person sent as images over the last 24 hours (a rolling window), kept in the service's database:
 * a person past the limit is refused, with the limit and when the oldest uploads leave the window.
 */
export class UploadQuota {
  private readonly limitBytes: number;
  private readonly windowMs: number;
  private readonly now: () => number;
  private readonly recent: Statement<[string, number], { at: number; bytes: number }>;
  private readonly insert: Statement<[string, number, number]>;
  private readonly forget: Statement<[number]>;

  constructor(
    private readonly db: Database,
    { limitBytes = DAILY_UPLOAD_BYTES, windowMs = DAY_MS, now = Date.now }: QuotaOptions = {},
  ) {
    this.limitBytes = limitBytes;
    this.windowMs = windowMs;
    this.now = now;
    this.recent = db.prepare("SELECT at, bytes FROM upload_quota WHERE person_id = ? AND at > ? ORDER BY at");
    this.insert = db.prepare("INSERT INTO upload_quota (person_id, at, bytes) VALUES (?, ?, ?)");
    this.forget = db.prepare("DELETE FROM upload_quota WHERE at <= ?");
  }

  /**
   * Counts `bytes` sent by `personId` now, or answers 429 when they would take the person past the limit (and
   * counts nothing). Checking and counting are one transaction: two uploads at once cannot both slip under it.
   */
  admit(personId: string, bytes: number): Answer | undefined {
    return this.db.transaction(() => {
      const now = this.now();
      const since = now - this.windowMs;
      this.forget.run(since);
      const uploads = this.recent.all(personId, since);
      const used = uploads.reduce((sum, upload) => sum + upload.bytes, 0);
      if (used + bytes > this.limitBytes) return this.refusal(uploads, used, bytes);
      this.insert.run(personId, now, bytes);
      return undefined;
    })();
  }

  /** The 429: how much was sent, the limit, and the moment enough of it leaves the window for this upload. */
  private refusal(uploads: { at: number; bytes: number }[], used: number, bytes: number): Answer {
    let left = used;
    const freeing = uploads.find((upload) => (left -= upload.bytes) + bytes <= this.limitBytes);
    const when =
      bytes > this.limitBytes || !freeing
        ? "Esta imagem passa sozinha do limite: diminua-a e envie de novo."
        : `Você poderá enviá-la a partir de ${brasiliaTime(freeing.at + this.windowMs)} (horário de Brasília).`;
    const answer = refused(
      429,
      `Você já enviou ${megabytes(used)} de imagens nas últimas 24 horas; o limite é ${megabytes(this.limitBytes)} por pessoa. ${when}`,
    );
    if (freeing)
      answer.headers = { "Retry-After": String(Math.ceil((freeing.at + this.windowMs - this.now()) / 1000)) };
    return answer;
  }
}
