/**
 * Migration 2: what merging two people's drafts needs. Each saved revision of a draft is kept (`draft_revisions`,
 * filled by triggers on `drafts`, so every way of saving a draft records it): a save based on an older revision is
 * merged against that revision's data, the version both people started from. The newest 500 of a draft are kept, and
 * all of them go with the draft (published or discarded). `tab` and `seq` say which open editor sent a revision, and
 * its how-manieth save that was, and `sent` what it sent when that was merged with others' changes: a later save of
 * the same editor is merged against what it sent last. `pending_drafts` holds a person's copy that could not join
 * the draft without their choice (saved as they left the page), until they compare it or set it aside.
 */
import type { Migration } from "./migration.ts";

export const draftRevisions: Migration = {
  version: 2,
  name: "revisões dos rascunhos e cópias pendentes",
  sql: `
    CREATE TABLE draft_revisions (
      kind TEXT NOT NULL,
      name TEXT NOT NULL,
      revision INTEGER NOT NULL,
      data TEXT NOT NULL,
      saved_by TEXT NOT NULL,
      saved_at INTEGER NOT NULL,
      tab TEXT,
      seq INTEGER,
      sent TEXT,
      PRIMARY KEY (kind, name, revision)
    );
    CREATE TRIGGER draft_revision_on_insert AFTER INSERT ON drafts
    BEGIN
      INSERT OR REPLACE INTO draft_revisions (kind, name, revision, data, saved_by, saved_at)
        VALUES (NEW.kind, NEW.name, NEW.revision, NEW.data, NEW.saved_by, NEW.saved_at);
      DELETE FROM draft_revisions WHERE kind = NEW.kind AND name = NEW.name AND revision <= NEW.revision - 500;
    END;
    CREATE TRIGGER draft_revision_on_update AFTER UPDATE ON drafts
    BEGIN
      INSERT OR REPLACE INTO draft_revisions (kind, name, revision, data, saved_by, saved_at)
        VALUES (NEW.kind, NEW.name, NEW.revision, NEW.data, NEW.saved_by, NEW.saved_at);
      DELETE FROM draft_revisions WHERE kind = NEW.kind AND name = NEW.name AND revision <= NEW.revision - 500;
    END;
    CREATE TRIGGER draft_revisions_end_with_draft AFTER DELETE ON drafts
    BEGIN DELETE FROM draft_revisions WHERE kind = OLD.kind AND name = OLD.name; END;
    INSERT INTO draft_revisions (kind, name, revision, data, saved_by, saved_at)
      SELECT kind, name, revision, data, saved_by, saved_at FROM drafts;
    CREATE TABLE pending_drafts (
      kind TEXT NOT NULL,
      name TEXT NOT NULL,
      person_id INTEGER NOT NULL,
      data TEXT NOT NULL,
      base TEXT,
      version TEXT,
      saved_at INTEGER NOT NULL,
      PRIMARY KEY (kind, name, person_id)
    );
  `,
};
