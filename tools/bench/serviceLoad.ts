/**
 * Ten people (or any number) editing different pages of the editor service at once, then each publishing once, all
 * publications sent together (the service serializes them): the load of `npm run bench:service` and of its test.
 */
import { percentile } from "./stats.ts";
import { editAs, publishAs, REQUEST_KINDS, type Person, type RequestKind, type Send, type WorkPlan } from "./servicePerson.ts";

/** The times of one kind of request, in ms, and what went wrong with those that failed. */
export interface KindTimes {
  kind: RequestKind;
  count: number;
  p50: number;
  p95: number;
  max: number;
  errors: number;
}

/** What the load gave: per kind of request, the people's saves and publications, and the first problems seen. */
export interface LoadResult {
  kinds: KindTimes[];
  people: number;
  saves: number;
  published: number;
  /** Up to ten distinct problems (status and message), with how often each was seen. */
  problems: { problem: string; times: number }[];
  /** When the edits ended and the publications began, by `plan.now()`. */
  editsEndedAt: number;
}

/** A generator of numbers in [0, 1) from a seed (mulberry32): the same pauses in every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Runs `people` at once as {@link WorkPlan} says, then has each publish once, all together. */
export async function runServiceLoad(send: Send, people: Person[], plan: WorkPlan): Promise<LoadResult> {
  const times = new Map<RequestKind, number[]>(REQUEST_KINDS.map((kind) => [kind, []]));
  const errors = new Map<RequestKind, number>();
  const problems = new Map<string, number>();
  const record = (kind: RequestKind, ms: number, problem?: string) => {
    times.get(kind)!.push(ms);
    if (problem === undefined) return;
    errors.set(kind, (errors.get(kind) ?? 0) + 1);
    const key = `${kind}: ${problem.slice(0, 200)}`;
    problems.set(key, (problems.get(key) ?? 0) + 1);
  };
  const sessions = await Promise.all(people.map((person) => editAs(send, record, person, plan)));
  const editsEndedAt = plan.now();
  const started = sessions.filter((session) => session !== undefined);
  const published = await Promise.all(started.map((session) => publishAs(send, record, session)));
  return {
    kinds: REQUEST_KINDS.map((kind) => {
      const values = times.get(kind)!;
      return {
        kind,
        count: values.length,
        p50: percentile(values, 50),
        p95: percentile(values, 95),
        max: values.length ? Math.max(...values) : Number.NaN,
        errors: errors.get(kind) ?? 0,
      };
    }),
    people: people.length,
    saves: started.reduce((sum, session) => sum + session.saved, 0),
    published: published.filter(Boolean).length,
    problems: [...problems].slice(0, 10).map(([problem, count]) => ({ problem, times: count })),
    editsEndedAt,
  };
}
