// @vitest-environment node
import { describe, expect, it } from "vitest";
import { openDatabase } from "../service/database.ts";
import { UploadQuota } from "./uploadQuota.ts";

const MB = 1024 * 1024;
/** 27/11/2026 at 12:00 in Brasília (15:00 UTC). */
const NOON = Date.UTC(2026, 10, 27, 15, 0);
const HOUR = 60 * 60 * 1000;

/** A quota of `limit` MB a day on a database in memory, with a clock the test moves. */
function quota(limit = 30) {
  const clock = { now: NOON };
  const db = openDatabase(":memory:");
  return { db, clock, quota: new UploadQuota(db, { limitBytes: limit * MB, now: () => clock.now }) };
}

describe("UploadQuota", () => {
  it("admits uploads up to the limit and counts them per person", () => {
    const { quota: q } = quota();
    expect(q.admit("ana", 10 * MB)).toBeUndefined();
    expect(q.admit("ana", 20 * MB)).toBeUndefined();
    expect(q.admit("bruno", 30 * MB)).toBeUndefined();
  });

  it("refuses with 429 the upload that passes the limit, saying the limit and when it frees, in Brasília time", () => {
    const { quota: q, clock } = quota();
    q.admit("ana", 10 * MB);
    clock.now += 2 * HOUR;
    q.admit("ana", 15 * MB);
    clock.now += HOUR;
    expect(q.admit("ana", 8 * MB)).toEqual({
      status: 429,
      headers: { "Retry-After": String(21 * 60 * 60) },
      body: {
        reason: "refused",
        message:
          "Você já enviou 25 MB de imagens nas últimas 24 horas; o limite é 30 MB por pessoa. Você poderá enviá-la a partir de 28/11/2026 às 12:00 (horário de Brasília).",
      },
    });
  });

  it("names the later upload when the oldest alone does not free enough", () => {
    const { quota: q, clock } = quota();
    q.admit("ana", 5 * MB);
    clock.now += HOUR;
    q.admit("ana", 20 * MB);
    const refusal = q.admit("ana", 12 * MB);
    expect((refusal?.body as { message: string }).message).toContain("a partir de 28/11/2026 às 13:00");
  });

  it("counts nothing for a refused upload, and admits again once the oldest leaves the 24 hours", () => {
    const { quota: q, clock } = quota();
    q.admit("ana", 25 * MB);
    expect(q.admit("ana", 10 * MB)?.status).toBe(429);
    expect(q.admit("ana", 5 * MB)).toBeUndefined();
    clock.now += 24 * HOUR - 1;
    expect(q.admit("ana", 1 * MB)?.status).toBe(429);
    clock.now += 1;
    expect(q.admit("ana", 25 * MB)).toBeUndefined();
  });

  it("says an upload larger than the whole limit can never be sent as it is", () => {
    const { quota: q } = quota(5);
    expect(q.admit("ana", 6 * MB)).toEqual({
      status: 429,
      body: {
        reason: "refused",
        message:
          "Você já enviou 0 MB de imagens nas últimas 24 horas; o limite é 5 MB por pessoa. Esta imagem passa sozinha do limite: diminua-a e envie de novo.",
      },
    });
  });

  it("keeps its count in the database handed in, so a restarted service remembers it, and forgets old rows", () => {
    const { db, clock, quota: q } = quota();
    q.admit("ana", 25 * MB);
    const again = new UploadQuota(db, { limitBytes: 30 * MB, now: () => clock.now });
    expect(again.admit("ana", 10 * MB)?.status).toBe(429);
    clock.now += 25 * HOUR;
    again.admit("bruno", MB);
    expect(db.prepare("SELECT person_id FROM upload_quota").pluck().all()).toEqual(["bruno"]);
  });
});
