/**
 * Migration 4: drafts of every kind of document the editor changes (A/B tests and models of sections besides pages,
 * collections and site.json), and the images sent from the editor waiting, in the database, for the publication of
 * the draft that shows them (decision 102). The drafts table gets its wider CHECK by SQLite's copy-and-rename steps;
 * dropping the old table drops its triggers, so every one is made again: the one that ends a review with its draft
 * (migration 1) and the three that keep a draft's revisions (migration 2).
 */
import type { Migration } from "./migration.ts";

export const draftsOfEveryKind: Migration = {
  version: 4,
  name: "rascunhos de todos os documentos e imagens à espera de publicação",
  sql: `
    CREATE TABLE drafts_new (
      kind TEXT NOT NULL CHECK (kind IN ('page', 'collection', 'site', 'experiment', 'section')),
      name TEXT NOT NULL,
      data TEXT NOT NULL,
      version TEXT,
      revision INTEGER NOT NULL,
      person_id INTEGER,
      saved_by TEXT NOT NULL,
      saved_at INTEGER NOT NULL,
      PRIMARY KEY (kind, name)
    );
    INSERT INTO drafts_new SELECT kind, name, data, version, revision, person_id, saved_by, saved_at FROM drafts;
    DROP TABLE drafts;
    ALTER TABLE drafts_new RENAME TO drafts;
    CREATE TRIGGER reviews_end_with_draft AFTER DELETE ON drafts
    BEGIN DELETE FROM reviews WHERE kind = OLD.kind AND name = OLD.name; END;
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
    CREATE TABLE waiting_images (
      src TEXT PRIMARY KEY,
      bytes BLOB NOT NULL,
      person_id INTEGER,
      sent_at INTEGER NOT NULL
    );
  `,
};
