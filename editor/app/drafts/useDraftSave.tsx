import { useCallback, useEffect, useRef, useState } from "react";
import type { JsonSchema, OpenedPage, PublishResult } from "../../shared/api.ts";
import { brasiliaMoment } from "../../shared/brasiliaTime.ts";
import type { DraftConflict, DraftKind, DraftSaveRequest, DraftStamp } from "../../shared/drafts.ts";
import type { Choice, MergeConflict } from "../../shared/mergeFields.ts";
import type { Answer } from "../api.ts";
import { t } from "../strings.ts";
import { draftApi, KEEPALIVE_LIMIT, type DraftSaveAnswer } from "./draftApi.ts";
import {
  afterChoosing,
  afterRefused,
  afterSaved,
  pendingComparison,
  sidesOf,
  type DraftComparison,
  type DraftCopy,
} from "./draftSync.ts";
import { chosenMessage, mergedMessage } from "./keptMessage.ts";

/** What was last kept (saved as the draft, or opened), and its text to compare an edit that came back to it. */
interface Kept {
  data: Record<string, unknown>;
  text: string;
}

const keptOf = (data: Record<string, unknown>): Kept => ({ data, text: JSON.stringify(data) });

/** True when `data` is not what was kept (nothing was, for a new page). */
const differs = (data: Record<string, unknown>, kept: Kept | undefined) =>
  kept === undefined || (kept.data !== data && kept.text !== JSON.stringify(data));

/** How often unsaved changes are saved as the draft. */
export const AUTOSAVE_MS = 3000;

/** What keeping a document as a draft needs from its editor. */
export interface DraftTarget {
  kind: DraftKind;
  name: string;
  data: Record<string, unknown>;
  /** The document's schema (a page's: the `SchemaSet`'s `page`): it names the fields compared and merged. */
  schema: JsonSchema;
  /** The version of the file the document started from (null: a page not on disk yet). */
  version: string | null;
  /** The draft it was opened from, if any. */
  teamDraft?: DraftStamp;
  /** True when what was opened is kept nowhere yet (a new page): it is saved as a draft at once. */
  fresh: boolean;
  markSaved: (data: Record<string, unknown>, version: string) => void;
  replace: (data: Record<string, unknown>, version?: string) => void;
  /** Opens the document's file again (after its draft was discarded, or published by someone else). */
  reopen: () => Promise<Answer<OpenedPage>>;
  /** Publishes the file as it is (when there is no draft to publish). */
  publishFile: (name: string, message: string) => Promise<Answer<PublishResult>>;
  /** Called after the first save of a draft and after a publication (the lists change). */
  onSaved: () => void;
}

/** A comparison the notice offers, with what it says. */
export interface ShownComparison extends DraftComparison {
  message: string;
}

/**
 * Keeps the open document as the team's draft: saved by itself every few seconds while it has unsaved changes, and
 * as the page is left (the tab hidden or closed, or another document opened). The service merges a save with what
 * others saved meanwhile, field by field; where both changed the same field nothing is saved over anyone, and the
 * person compares the two versions and chooses (draftSync.ts). A save sent as the page is left that meets such a
 * clash waits on the service as the person's pending copy, which their next visit offers to compare. Every outcome is
 * said: what was merged, and what was kept where they chose. Published from the draft.
 */
export function useDraftSave(target: DraftTarget) {
  const { kind, name, data } = target;
  // The latest values, for the timer and the leaving handlers (set after each render).
  const latest = useRef(target);
  const [kept, setKeptState] = useState(() => (target.fresh ? undefined : keptOf(target.data)));
  const [stamp, setStamp] = useState(target.teamDraft);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflictState] = useState<DraftConflict>();
  const [comparison, setComparisonState] = useState<ShownComparison>();
  const [failure, setFailure] = useState<string>();
  const [merged, setMerged] = useState<string>();
  const revision = useRef(target.teamDraft?.revision ?? 0);
  const inFlight = useRef(false);
  // This editor's saves, in order, as the service tells them from another editor's (draftSync.ts, mergeDraftSave.ts).
  const [tab] = useState(() => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`);
  const saves = useRef(0);
  const sender = useCallback(() => ({ tab, seq: ++saves.current }), [tab]);
  // Mirrors of the state that the timer and the leaving handlers read between renders.
  const keptNow = useRef(kept);
  const conflictNow = useRef(conflict);
  const comparisonNow = useRef(comparison);
  const stampNow = useRef(stamp);
  const setKept = useCallback((data: Record<string, unknown>) => setKeptState((keptNow.current = keptOf(data))), []);
  const setConflict = useCallback(
    (value: DraftConflict | undefined) => setConflictState((conflictNow.current = value)),
    [],
  );
  const setComparison = useCallback(
    (value: ShownComparison | undefined) => setComparisonState((comparisonNow.current = value)),
    [],
  );
  const unsaved = differs(data, kept);
  /** Changes to save, and nothing to settle first. */
  const pending = useCallback(
    () => differs(latest.current.data, keptNow.current) && !conflictNow.current && !comparisonNow.current,
    [],
  );
  /** The editor's copy as it is now. */
  const copyNow = useCallback(
    (): DraftCopy => ({ kept: keptNow.current?.data ?? {}, revision: revision.current, data: latest.current.data }),
    [],
  );
  useEffect(() => {
    latest.current = target;
    stampNow.current = stamp;
  });

  const settle = useCallback(
    (sent: Record<string, unknown>, answer: DraftSaveAnswer) => {
      if (answer.ok) {
        const first = revision.current === 0;
        const settled = afterSaved(copyNow(), sent, answer.value);
        revision.current = settled.copy.revision;
        setKept(settled.copy.kept);
        if (settled.copy.data !== latest.current.data) latest.current.replace(settled.copy.data);
        const { revision: saved, by, at } = answer.value;
        setStamp({ revision: saved, by, at });
        setConflict(undefined);
        setFailure(undefined);
        if (settled.comparison) setComparison({ ...settled.comparison, message: t.draftClash });
        if (settled.merged)
          setMerged(mergedMessage(latest.current.schema, settled.merged.with.join(" e "), settled.merged));
        if (first) latest.current.onSaved();
        return true;
      }
      if (!answer.conflict) {
        setFailure(t.draftSaveFailed(answer.message));
        return false;
      }
      const shown = afterRefused(copyNow(), answer.conflict);
      if (shown) setComparison({ ...shown, message: `${answer.conflict.message} ${t.draftClash}` });
      else setConflict(answer.conflict);
      return false;
    },
    [setKept, setConflict, setComparison, copyNow],
  );

  /** Saves the draft now; `overwrite`: as a new draft, when the one it was based on was published or discarded. */
  const save = useCallback(
    async (overwrite = false): Promise<boolean> => {
      if (inFlight.current || comparisonNow.current) return false;
      const { data: sent, version } = latest.current;
      const based = overwrite && conflictNow.current ? 0 : revision.current;
      const request: DraftSaveRequest = { data: sent, version, revision: based, sender: sender() };
      inFlight.current = true;
      setSaving(true);
      try {
        return settle(sent, await draftApi.save(kind, name, request));
      } catch {
        setFailure(t.draftOffline);
        return false;
      } finally {
        inFlight.current = false;
        setSaving(false);
      }
    },
    [kind, name, settle, sender],
  );

  useEffect(() => {
    const timer = setInterval(() => {
      if (pending()) void save();
    }, AUTOSAVE_MS);
    return () => clearInterval(timer);
  }, [save, pending]);

  // A pending copy from an earlier visit: offered to compare with the draft as it opened.
  useEffect(() => {
    let current = true;
    draftApi.pending(kind, name).then(
      (answer) => {
        if (!current || !answer.ok) return;
        const { revision: at, by, at: when } = stampNow.current ?? { revision: 0, by: "", at: 0 };
        const offered = pendingComparison(copyNow(), answer.value, { revision: at, by, at: when });
        setComparison({ ...offered, message: t.pendingCopy(brasiliaMoment(answer.value.at, Date.now())) });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [kind, name, copyNow, setComparison]);

  // Leaving: the request is sent with keepalive, so the browser delivers it even once the page is gone. It goes even
  // with a save under way or a comparison open: the service merges it, or keeps it as the person's pending copy.
  useEffect(() => {
    const leaving = () => {
      const shown = comparisonNow.current;
      // With a save under way, what is kept is not yet what the screen grew from: it goes in any case.
      if (!differs(latest.current.data, keptNow.current) && !shown && !inFlight.current) return;
      const { data: sent, version } = latest.current;
      const based = shown?.basedOn ?? revision.current;
      const request: DraftSaveRequest = { data: sent, version, revision: based, sender: sender() };
      const body = JSON.stringify(request);
      if (body.length > KEEPALIVE_LIMIT) return;
      const alone = !inFlight.current;
      if (alone) inFlight.current = true;
      void draftApi
        .saveOnLeave(kind, name, body)
        .then(
          (answer) => settle(sent, answer),
          () => setFailure(t.draftOffline),
        )
        .finally(() => alone && (inFlight.current = false));
    };
    const hidden = () => document.visibilityState === "hidden" && leaving();
    window.addEventListener("pagehide", leaving);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("pagehide", leaving);
      document.removeEventListener("visibilitychange", hidden);
      leaving();
    };
  }, [kind, name, settle, sender]);

  /** The comparison's two versions as the dialog shows them. */
  const sides = comparison && sidesOf(data, comparison);

  /** Keeps both versions, each field both changed as chosen; then saved as a change, and said what stayed. */
  const keepBoth = (chosen: { conflicts: MergeConflict[]; choices: Record<string, Choice> }) => {
    const shown = comparisonNow.current;
    if (!shown) return;
    const next = afterChoosing(copyNow(), shown, chosen.choices);
    revision.current = next.revision;
    setKept(next.kept);
    if (!shown.pending) setStamp(shown.theirs);
    latest.current.replace(next.data);
    setComparison(undefined);
    void draftApi.dropPending(kind, name);
    const other = shown.pending ? t.draftCurrent : t.versionOf(shown.theirs.by);
    setMerged(chosenMessage(latest.current.schema, other, shown.base, chosen.conflicts, chosen.choices));
  };

  /** Takes the other version whole: their draft in place of this one, or the draft as it is in place of the copy. */
  const takeTheirs = () => {
    const shown = comparisonNow.current;
    if (!shown) return;
    setComparison(undefined);
    void draftApi.dropPending(kind, name);
    if (shown.pending) {
      setMerged(t.droppedPending);
      return;
    }
    const { theirs } = shown;
    revision.current = theirs.revision;
    latest.current.replace(theirs.data);
    setKept(theirs.data);
    setStamp(theirs);
    setMerged(t.draftTookTheirs(theirs.by));
  };

  /** The published file in place of the draft; false when there is none (a page that exists only as a draft). */
  const takeFile = async (): Promise<boolean> => {
    const file = await latest.current.reopen();
    revision.current = 0;
    setStamp(undefined);
    setConflict(undefined);
    if (!file.ok) return false;
    latest.current.replace(file.value.data, file.value.version ?? undefined);
    setKept(file.value.data);
    return true;
  };

  /** Publishes the draft (the file as it is when there is none) and, once published, works on the file again. */
  const publish = async (published: string, message: string): Promise<Answer<PublishResult>> => {
    if (revision.current === 0) return latest.current.publishFile(published, message);
    const answer = await draftApi.publish(kind, published, message);
    if (answer.ok) {
      revision.current = 0;
      setStamp(undefined);
      if (kept) latest.current.markSaved(kept.data, answer.value.version);
    }
    return answer;
  };

  return {
    saving,
    unsaved,
    stamp,
    conflict,
    comparison,
    sides,
    failure,
    merged,
    hasDraft: stamp !== undefined,
    save,
    publish,
    keepBoth,
    takeTheirs,
    takeFile,
    dismissFailure: () => setFailure(undefined),
    dismissMerged: () => setMerged(undefined),
  };
}
