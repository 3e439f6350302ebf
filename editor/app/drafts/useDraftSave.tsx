import { useCallback, useEffect, useRef, useState } from "react";
import type { OpenedPage, PublishResult } from "../../shared/api.ts";
import type { DraftConflict, DraftKind, DraftSaveRequest, DraftStamp } from "../../shared/drafts.ts";
import type { Answer } from "../api.ts";
import { t } from "../strings.ts";
import { draftApi, KEEPALIVE_LIMIT, type DraftSaveAnswer } from "./draftApi.ts";
import { mergeDrafts } from "./mergeDrafts.ts";

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

/**
 * Keeps the open document as the team's draft: saved by itself every few seconds while it has unsaved changes, and
 * as the page is left (the tab hidden or closed, or another document opened), never over someone else's save (a 409
 * keeps both versions when {@link mergeDrafts} can, else asks which to keep). Published from the draft.
 */
export function useDraftSave(target: DraftTarget) {
  const { kind, name, data } = target;
  // The latest values, for the timer and the leaving handlers (set after each render).
  const latest = useRef(target);
  const [kept, setKeptState] = useState(() => (target.fresh ? undefined : keptOf(target.data)));
  const [stamp, setStamp] = useState(target.teamDraft);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflictState] = useState<DraftConflict>();
  const [failure, setFailure] = useState<string>();
  const [merged, setMerged] = useState<string>();
  const revision = useRef(target.teamDraft?.revision ?? 0);
  const inFlight = useRef(false);
  // Mirrors of `kept` and `conflict` that the timer and the leaving handlers read between renders.
  const keptNow = useRef(kept);
  const conflictNow = useRef(conflict);
  const setKept = useCallback((data: Record<string, unknown>) => setKeptState((keptNow.current = keptOf(data))), []);
  const setConflict = useCallback(
    (value: DraftConflict | undefined) => setConflictState((conflictNow.current = value)),
    [],
  );
  const unsaved = differs(data, kept);
  /** Changes to save, and no conflict to settle first. */
  const pending = useCallback(() => differs(latest.current.data, keptNow.current) && !conflictNow.current, []);
  useEffect(() => {
    latest.current = target;
  });

  const settle = useCallback(
    (sent: Record<string, unknown>, answer: DraftSaveAnswer) => {
      if (answer.ok) {
        const first = revision.current === 0;
        revision.current = answer.value.revision;
        setKept(sent);
        setStamp(answer.value);
        setConflict(undefined);
        setFailure(undefined);
        if (first) latest.current.onSaved();
        return true;
      }
      if (!answer.conflict) {
        setFailure(t.draftSaveFailed(answer.message));
        return false;
      }
      const { theirs } = answer.conflict;
      const base = keptNow.current?.data;
      const both = theirs && base && mergeDrafts(base, sent, theirs.data);
      if (theirs && both) {
        revision.current = theirs.revision;
        latest.current.replace(both);
        setMerged(theirs.by);
      } else setConflict(answer.conflict);
      return false;
    },
    [setKept, setConflict],
  );

  /** Saves the draft now; `overwrite`: over the other person's save that was refused as a conflict. */
  const save = useCallback(
    async (overwrite = false): Promise<boolean> => {
      if (inFlight.current) return false;
      const { data: sent, version } = latest.current;
      const against = conflictNow.current;
      const based = overwrite && against ? (against.theirs?.revision ?? 0) : revision.current;
      const request: DraftSaveRequest = { data: sent, version, revision: based };
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
    [kind, name, settle],
  );

  useEffect(() => {
    const timer = setInterval(() => {
      if (pending()) void save();
    }, AUTOSAVE_MS);
    return () => clearInterval(timer);
  }, [save, pending]);

  // Leaving: the request is sent with keepalive, so the browser delivers it even once the page is gone.
  useEffect(() => {
    const leaving = () => {
      if (!pending() || inFlight.current) return;
      const { data: sent, version } = latest.current;
      const body = JSON.stringify({ data: sent, version, revision: revision.current } satisfies DraftSaveRequest);
      if (body.length > KEEPALIVE_LIMIT) return;
      inFlight.current = true;
      void draftApi
        .saveOnLeave(kind, name, body)
        .then(
          (answer) => settle(sent, answer),
          () => setFailure(t.draftOffline),
        )
        .finally(() => (inFlight.current = false));
    };
    const hidden = () => document.visibilityState === "hidden" && leaving();
    window.addEventListener("pagehide", leaving);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("pagehide", leaving);
      document.removeEventListener("visibilitychange", hidden);
      leaving();
    };
  }, [kind, name, settle, pending]);

  /** Takes the other person's draft (or, when it is gone, the published file) in place of this one. */
  const takeTheirs = async () => {
    const theirs = conflict?.theirs;
    if (theirs) {
      revision.current = theirs.revision;
      latest.current.replace(theirs.data);
      setKept(theirs.data);
      setStamp(theirs);
      setConflict(undefined);
      return;
    }
    await takeFile();
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
    failure,
    merged,
    hasDraft: stamp !== undefined,
    save,
    publish,
    takeTheirs,
    takeFile,
    dismissFailure: () => setFailure(undefined),
    dismissMerged: () => setMerged(undefined),
  };
}
