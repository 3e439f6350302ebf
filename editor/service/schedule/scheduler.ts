import { DOCUMENT_KINDS } from "../../server/documents/documentKinds.ts";
import { brasiliaDateTime, brasiliaTime } from "../../shared/brasiliaTime.ts";
import type { Clock } from "../database.ts";
import type { Person } from "../people/people.ts";
import type { ServiceStores } from "../serviceContext.ts";
import type { DueItem, Schedules } from "./schedules.ts";

/** What carrying out an action gives: done (with what to add, e.g. the commit), or why not, in Portuguese. */
export type Performed = { ok: true; detail: string } | { ok: false; problem: string };

/** Carries out one action as the person who scheduled it (the commit is theirs). */
export type Perform = (item: DueItem, person: Person) => Promise<Performed>;

/** An action carried out this long after its time was missed (the service was down), and says so. */
const LATE_AFTER = 2 * 60 * 1000;

const DONE = { publish: "Publicada", unpublish: "Tirada do ar" } as const;
const NOT_DONE = { publish: "Não foi publicada", unpublish: "Não foi tirada do ar" } as const;
const AUDITED = { publish: "publicou (agendado)", unpublish: "tirou do ar (agendado)" } as const;

/**
 * Carries out scheduled actions when they are due, one at a time, oldest first; at a start it catches up on those
 * missed while the service was down, and each says it was late. Every outcome goes to the agenda and the audit list.
 */
export class Scheduler {
  private running: Promise<number> | undefined;

  constructor(
    private readonly stores: Pick<ServiceStores, "people" | "audit"> & { schedules: Schedules },
    private readonly clock: Clock,
    private readonly perform: Perform,
    /** Told each outcome once recorded (the e-mail to the person who scheduled it). */
    private readonly told: (item: DueItem, ok: boolean, outcome: string) => Promise<void> = () => Promise.resolve(),
  ) {}

  /** Carries out what is due now; how many actions it carried out (or tried). A tick during another waits for it. */
  async tick(): Promise<number> {
    while (this.running) await this.running;
    this.running = this.carryOut().finally(() => (this.running = undefined));
    return this.running;
  }

  private async carryOut(): Promise<number> {
    const foundAt = this.clock.now();
    const due = this.stores.schedules.due(foundAt);
    for (const item of due) await this.carry(item, foundAt);
    return due.length;
  }

  /**
   * Carries out `item`, found due at `foundAt`: it was late when the service found it more than a moment after its
   * time (it was down), never because a publication before it, or this one, took long.
   */
  private async carry(item: DueItem, foundAt: number): Promise<void> {
    const person = this.stores.people.byId(item.personId);
    const result: Performed = person
      ? await this.perform(item, person).catch(() => ({
          ok: false,
          problem: "erro interno do serviço (o registro tem o detalhe).",
        }))
      : { ok: false, problem: `a conta de ${item.by}, que agendou, não existe mais.` };
    const now = this.clock.now();
    const late =
      foundAt - item.dueAt > LATE_AFTER
        ? `, com atraso: o serviço estava parado em ${brasiliaDateTime(item.dueAt)}, a hora marcada`
        : "";
    const outcome = result.ok
      ? `${DONE[item.action]} às ${brasiliaTime(now)}${late}. ${result.detail}`.trim()
      : `${NOT_DONE[item.action]}: ${result.problem}`;
    this.stores.schedules.finish(item.id, result.ok, outcome, now);
    const file = DOCUMENT_KINDS[item.kind].fileOf(item.name);
    this.stores.audit.record(undefined, AUDITED[item.action], file, `${outcome} Agendado por ${item.by}.`, now);
    // The e-mail goes on its own: a slow e-mail server never holds up the next publication.
    void this.told(item, result.ok, outcome);
  }

  /** Ticks now (catching up) and every `everyMs`; the function it returns stops it. */
  start(everyMs = 15_000, onError: (error: unknown) => void = () => {}): () => void {
    const run = () => void this.tick().catch(onError);
    run();
    const timer = setInterval(run, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}
