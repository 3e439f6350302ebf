/**
 * The promise of concurrent drafts, as a property: for any interleaving of two people's edits (fields set, list items
 * inserted and removed), saves, answers arriving late, leaving the page (the save sent as it is left, its answer never
 * read) and coming back, every edit ends in the draft, or was shown to the person who chose between the versions, or
 * was replaced by someone who had it on screen. The service's merge (saveDraftMerging) and the editor's handling of
 * its answers (draftSync.ts) run as they are; only the screens are played by the test.
 */
import fc from "fast-check";
import { expect, it } from "vitest";
import {
  afterChoosing,
  afterRefused,
  afterSaved,
  pendingComparison,
  sidesOf,
  type DraftComparison,
  type DraftCopy,
} from "../../app/drafts/draftSync.ts";
import type { DraftConflict, DraftSaved } from "../../shared/drafts.ts";
import { sameValue } from "../../shared/jsonValues.ts";
import { mergeFields, type Choice } from "../../shared/mergeFields.ts";
import { openDatabase } from "../database.ts";
import type { Person } from "../people/people.ts";
import { Drafts } from "./drafts.ts";
import { saveDraftMerging, type DraftPlace } from "./mergeDraftSave.ts";
import { PendingDrafts } from "./pendingDrafts.ts";

type Data = Record<string, unknown>;
const FIELDS = ["title", "description"] as const;
const PUBLISHED: Data = { title: "Promo", description: "Curta", items: ["a", "b"] };

/** One step of one person: an edit, a save sent or its answer read, leaving, coming back, choosing. */
type Step =
  | { who: 0 | 1; act: "set"; field: 0 | 1 }
  | { who: 0 | 1; act: "insert" | "remove"; at: number }
  | { who: 0 | 1; act: "send" | "receive" | "leave" | "return" }
  | { who: 0 | 1; act: "choose"; picks: boolean[] };

const who = fc.constantFrom<0 | 1>(0, 1);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ who, act: fc.constant("set" as const), field: fc.constantFrom<0 | 1>(0, 1) }) },
  {
    weight: 2,
    arbitrary: fc.record({ who, act: fc.constantFrom("insert" as const, "remove" as const), at: fc.nat(6) }),
  },
  { weight: 3, arbitrary: fc.record({ who, act: fc.constantFrom("send" as const, "receive" as const) }) },
  { weight: 2, arbitrary: fc.record({ who, act: fc.constantFrom("leave" as const, "return" as const) }) },
  { weight: 1, arbitrary: fc.record({ who, act: fc.constant("choose" as const), picks: fc.array(fc.boolean()) }) },
);

/** Interleavings that lost an edit before the service merged drafts, always tried first. */
const KNOWN: Step[][] = [
  // Both change the title; Caio leaves after Ana saved: his save as he leaves meets her revision.
  [
    { who: 0, act: "set", field: 0 },
    { who: 1, act: "set", field: 0 },
    { who: 0, act: "send" },
    { who: 1, act: "leave" },
  ],
  // Caio adds an item and leaves; Ana's save is merged with it, and she adds an item before its answer arrives.
  [
    { who: 1, act: "insert", at: 0 },
    { who: 0, act: "set", field: 0 },
    { who: 1, act: "leave" },
    { who: 0, act: "send" },
    { who: 0, act: "insert", at: 0 },
  ],
  // Caio leaves with a change that clashes with Ana's, comes back, types, then settles his pending copy.
  [
    { who: 0, act: "set", field: 0 },
    { who: 0, act: "send" },
    { who: 1, act: "set", field: 0 },
    { who: 1, act: "leave" },
    { who: 1, act: "return" },
    { who: 1, act: "set", field: 1 },
    { who: 1, act: "choose", picks: [true] },
  ],
  // Ana adds an item and saves; before the answer arrives she removes it again and leaves.
  [
    { who: 0, act: "insert", at: 2 },
    { who: 0, act: "send" },
    { who: 0, act: "remove", at: 2 },
    { who: 0, act: "leave" },
  ],
  // Ana types while her save is under way, and meanwhile Caio's save was merged into it.
  [
    { who: 1, act: "set", field: 1 },
    { who: 1, act: "send" },
    { who: 0, act: "set", field: 0 },
    { who: 0, act: "send" },
    { who: 0, act: "set", field: 1 },
    { who: 0, act: "receive" },
    { who: 0, act: "leave" },
  ],
];

/** One person's editor: its copy (null: not on the page), the comparison it shows, and the save under way. */
interface Screen {
  person: Person;
  /** The open editor and its count of saves, as each save names them. */
  tab: string;
  seq: number;
  copy: DraftCopy | null;
  comparison?: DraftComparison;
  inFlight?: { sent: Data; answer: { saved: DraftSaved } | { conflict: DraftConflict } };
}

type Edit = { kind: "set"; field: string; value: string } | { kind: "insert" | "remove"; value: string };

/** Every string inside a value. */
const strings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(strings)
        : [];

function play(steps: Step[]) {
  const db = openDatabase(":memory:");
  const drafts = new Drafts(db);
  const pending = new PendingDrafts(db);
  const place: DraftPlace = {
    db,
    drafts,
    kind: "page",
    name: "promo",
    published: (version) => (version === "v1" ? PUBLISHED : undefined),
  };
  const people: Person[] = [
    { id: 1, name: "Ana", email: "ana@empresa.com.br", role: "editor" },
    { id: 2, name: "Caio", email: "caio@empresa.com.br", role: "editor" },
  ];
  const edits: Edit[] = [];
  /** Values the person who chose saw in a comparison, and values replaced by someone who had them on screen. */
  const shown = new Set<string>();
  const replaced = new Set<string>();
  let serial = 0;
  let now = 0;

  const open = (person: Person): Pick<Screen, "copy" | "comparison" | "tab" | "seq"> => {
    const draft = drafts.get("page", "promo");
    const data = draft?.data ?? PUBLISHED;
    const copy: DraftCopy = { kept: data, revision: draft?.revision ?? 0, data };
    const copyOfTheirs = pending.get("page", "promo", person.id);
    const stamp = { revision: copy.revision, by: draft?.by ?? "", at: draft?.at ?? 0 };
    const tab = `${person.name}-${++serial}`;
    return { copy, tab, seq: 0, comparison: copyOfTheirs && pendingComparison(copy, copyOfTheirs, stamp) };
  };
  const screens: Screen[] = people.map((person) => ({ person, ...open(person) }));

  const send = (screen: Screen, data: Data, revision: number) => {
    const sender = { tab: screen.tab, seq: ++screen.seq };
    const outcome = saveDraftMerging(place, { data, version: "v1", revision, sender }, screen.person, ++now);
    if ("saved" in outcome) return { saved: outcome.saved };
    const { conflict: theirs, base } = outcome;
    const conflict: DraftConflict = { reason: "conflict", message: "", theirs, base };
    return { conflict };
  };
  const unsaved = (copy: DraftCopy) => !sameValue(copy.data, copy.kept);

  const receive = (screen: Screen) => {
    const { copy, inFlight } = screen;
    if (!copy || !inFlight) return;
    screen.inFlight = undefined;
    if ("saved" in inFlight.answer) {
      const settled = afterSaved(copy, inFlight.sent, inFlight.answer.saved);
      screen.copy = settled.copy;
      screen.comparison = settled.comparison;
    } else screen.comparison = afterRefused(copy, inFlight.answer.conflict);
  };

  const choose = (screen: Screen, picks: boolean[]) => {
    const { copy, comparison } = screen;
    if (!copy || !comparison) return;
    const { mine, theirs } = sidesOf(copy.data, comparison);
    const choices: Record<string, Choice> = {};
    mergeFields(comparison.base, mine, theirs).conflicts.forEach((conflict, i) => {
      for (const value of [...strings(conflict.mine), ...strings(conflict.theirs)]) shown.add(value);
      choices[conflict.key] = picks[i] ? "theirs" : "mine";
    });
    screen.copy = afterChoosing(copy, comparison, choices);
    screen.comparison = undefined;
    pending.drop("page", "promo", screen.person.id);
  };

  const run = (s: Step) => {
    const screen = screens[s.who]!;
    const { copy } = screen;
    switch (s.act) {
      case "set": {
        if (!copy) return;
        const field = FIELDS[s.field];
        const value = `${screen.person.name}-${++serial}`;
        replaced.add(String(copy.data[field]));
        copy.data = { ...copy.data, [field]: value };
        edits.push({ kind: "set", field, value });
        return;
      }
      case "insert":
      case "remove": {
        if (!copy) return;
        const items = [...(copy.data.items as string[])];
        if (s.act === "insert") {
          const value = `${screen.person.name}-${++serial}`;
          items.splice(s.at % (items.length + 1), 0, value);
          edits.push({ kind: "insert", value });
        } else {
          if (!items.length) return;
          const [value] = items.splice(s.at % items.length, 1);
          replaced.add(value!);
          edits.push({ kind: "remove", value: value! });
        }
        copy.data = { ...copy.data, items };
        return;
      }
      case "send":
        if (copy && !screen.inFlight && !screen.comparison && unsaved(copy))
          screen.inFlight = { sent: copy.data, answer: send(screen, copy.data, copy.revision) };
        return;
      case "receive":
        return receive(screen);
      case "leave":
        // The save sent as the page is left, even with a save or a comparison under way; its answer is never read.
        if (copy && (unsaved(copy) || screen.comparison || screen.inFlight))
          send(screen, copy.data, screen.comparison?.basedOn ?? copy.revision);
        screen.copy = null;
        screen.comparison = screen.inFlight = undefined;
        return;
      case "return":
        if (!copy) Object.assign(screen, open(screen.person));
        return;
      case "choose":
        return choose(screen, s.picks);
    }
  };

  steps.forEach(run);
  // Then each settles what is left, in turn, until nobody has anything to save or to choose.
  for (let round = 0; round < 20; round++) {
    let busy = false;
    for (const screen of screens) {
      if (!screen.copy) Object.assign(screen, open(screen.person));
      receive(screen);
      if (screen.comparison) choose(screen, []);
      if (unsaved(screen.copy!)) {
        busy = true;
        run({ who: screens.indexOf(screen) as 0 | 1, act: "send" });
        receive(screen);
      }
      busy ||= !!screen.comparison || !!pending.get("page", "promo", screen.person.id);
      if (pending.get("page", "promo", screen.person.id)) screen.copy = null;
    }
    if (!busy) break;
  }
  const final = drafts.get("page", "promo")?.data ?? PUBLISHED;
  const lost = edits.filter((edit) => {
    if (shown.has(edit.value)) return false;
    const items = final.items as string[];
    if (edit.kind === "remove") return items.includes(edit.value);
    if (replaced.has(edit.value)) return false;
    return edit.kind === "set" ? final[edit.field] !== edit.value : !items.includes(edit.value);
  });
  return { lost, final };
}

it("keeps every edit of two people, or shows it to the one who chose", { timeout: 60_000 }, () => {
  fc.assert(
    fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
      expect(play(steps).lost).toEqual([]);
    }),
    { numRuns: 400, examples: KNOWN.map((steps) => [steps]) },
  );
});
