import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fromBrasilia } from "../../shared/brasiliaTime.ts";
import { openDatabase } from "../database.ts";
import { openStores } from "../stores.ts";
import { TEST_ORIGIN, testService, type TestService } from "../testService.ts";
import { Scheduler, type Perform } from "./scheduler.ts";
import type { DueItem } from "./schedules.ts";

const MIDNIGHT = fromBrasilia("2026-11-28T00:00")!;
const MINUTE = 60 * 1000;

let service: TestService | undefined;
let dir: string | undefined;
afterEach(async () => {
  await service?.app.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  service = dir = undefined;
});

/** A stand-in for publishing that records what it was asked to do, as whom. */
function recorder() {
  const done: string[] = [];
  const perform: Perform = async (item: DueItem, person) => {
    done.push(`${item.action} ${item.name} por ${person.name}`);
    return { ok: true, detail: "Versão abc1234." };
  };
  return { done, perform };
}

describe("scheduled publishing", () => {
  it("publishes at the time, as the person who scheduled it, once", async () => {
    service = testService();
    const cookie = await service.signIn("publisher", "bia@empresa.com.br");
    const scheduled = await service.app.inject({
      method: "POST",
      url: "/_editor/api/agenda",
      headers: { "content-type": "application/json", origin: TEST_ORIGIN, cookie },
      payload: {
        kind: "page",
        name: "black-friday",
        action: "publish",
        at: "2026-11-28T00:00",
        message: "Black Friday no ar",
      },
    });
    expect(scheduled.statusCode).toBe(200);
    const { done, perform } = recorder();
    const scheduler = new Scheduler(service.stores, service.clock, perform);
    expect(await scheduler.tick()).toBe(0);
    service.clock.move(MIDNIGHT - service.clock.now() - 1);
    expect(await scheduler.tick()).toBe(0);
    service.clock.move(1);
    expect(await scheduler.tick()).toBe(1);
    expect(await scheduler.tick()).toBe(0);
    expect(done).toEqual(["publish black-friday por Pessoa publisher"]);
    const [item] = service.stores.schedules.list(service.clock.now());
    expect(item).toMatchObject({ ok: true, outcome: "Publicada às 00:00. Versão abc1234." });
  });

  it("refuses a time that has passed, and what is not a date, in Portuguese", async () => {
    service = testService();
    const cookie = await service.signIn("publisher");
    const ask = (at: string) =>
      service!.app.inject({
        method: "POST",
        url: "/_editor/api/agenda",
        headers: { "content-type": "application/json", origin: TEST_ORIGIN, cookie },
        payload: { kind: "page", name: "home", action: "publish", at, message: "x" },
      });
    expect((await ask("2026-11-27T08:00")).json().message).toBe(
      "27/11/2026 às 08:00 já passou: escolha uma hora futura (horário de Brasília).",
    );
    expect((await ask("amanhã")).json().message).toBe(
      "Escolha a data e a hora, como 28/11/2026 às 00:00 (horário de Brasília).",
    );
  });

  it("keeps schedules across a restart and catches up on those missed while down, saying so", async () => {
    dir = mkdtempSync(join(tmpdir(), "agenda-"));
    let now = MIDNIGHT - 60 * MINUTE;
    const clock = { now: () => now };
    const before = openStores(openDatabase(dir));
    const person = before.people.add({ name: "Bia", email: "bia@empresa.com.br", role: "publisher" }, null, now)!;
    before.schedules.add(
      { kind: "page", name: "black-friday", action: "publish", dueAt: MIDNIGHT, message: "No ar" },
      person,
      now,
    );
    before.db.close();
    now = MIDNIGHT + 7 * MINUTE;
    const after = openStores(openDatabase(dir));
    const { done, perform } = recorder();
    await new Scheduler({ ...after }, clock, perform).tick();
    expect(done).toEqual(["publish black-friday por Bia"]);
    expect(after.schedules.list(now)[0]!.outcome).toBe(
      "Publicada às 00:07, com atraso: o serviço estava parado em 28/11/2026 às 00:00, a hora marcada. Versão abc1234.",
    );
    expect(after.audit.latest()[0]).toMatchObject({
      who: "Serviço",
      action: "publicou (agendado)",
      subject: "pages/black-friday.json",
    });
    after.db.close();
  });

  it("is not late because publishing took long: only the time it was found due counts", async () => {
    service = testService();
    const person = service.stores.people.add({ name: "Bia", email: "b@e.com", role: "publisher" }, null, 0)!;
    for (const name of ["primeira", "segunda"])
      service.stores.schedules.add(
        { kind: "page", name, action: "publish", dueAt: service.clock.now(), message: "x" },
        person,
        0,
      );
    // A busy machine: each publication takes five minutes.
    const clock = service.clock;
    const scheduler = new Scheduler(service.stores, clock, async () => {
      clock.move(5 * MINUTE);
      return { ok: true, detail: "Versão abc1234." };
    });
    expect(await scheduler.tick()).toBe(2);
    const outcomes = service.stores.schedules.list(clock.now()).map((item) => item.outcome);
    expect(outcomes).toEqual([
      expect.stringMatching(/^Publicada às \d\d:\d\d\. Versão abc1234\.$/),
      expect.stringMatching(/^Publicada às \d\d:\d\d\. Versão abc1234\.$/),
    ]);
  });

  it("records a failure in Portuguese and does not retry it silently", async () => {
    service = testService();
    const person = service.stores.people.add({ name: "Bia", email: "b@e.com", role: "publisher" }, null, 0)!;
    service.stores.schedules.add(
      { kind: "page", name: "promo", action: "publish", dueAt: service.clock.now(), message: "x" },
      person,
      0,
    );
    const scheduler = new Scheduler(service.stores, service.clock, async () => ({
      ok: false,
      problem: "a página tem 2 problemas para corrigir.",
    }));
    await scheduler.tick();
    expect(await scheduler.tick()).toBe(0);
    expect(service.stores.schedules.list(service.clock.now())[0]).toMatchObject({
      ok: false,
      outcome: "Não foi publicada: a página tem 2 problemas para corrigir.",
    });
  });
});
