import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { candidateNames } from "../../server/imageNames.ts";
import type { ServiceDatabase } from "../database.ts";

/**
 * The images sent from the editor on the service, kept in the database until the publication of a draft that shows
 * them commits them into public/img/ (decision 102): until then the site's files never hold them, and the editor's
 * preview is served from here. An address is never one a file of public/img/ already has.
 */
export class WaitingImages {
  constructor(private readonly db: ServiceDatabase) {}

  /** The bytes of the image waiting at `src` (`/img/nome.webp`), if any. */
  get(src: string): Buffer | undefined {
    const row = this.db.prepare("SELECT bytes FROM waiting_images WHERE src = ?").get(src) as
      { bytes: Buffer } | undefined;
    return row?.bytes;
  }

  /**
   * Keeps `webp` under the first name for `stem` (with `extension`, else `.webp`) that neither `publicDir`/img/ nor a
   * waiting image has; the same image sent again (waiting or published under that name) reuses its address.
   */
  keep(
    publicDir: string,
    stem: string,
    webp: Buffer,
    personId: number | undefined,
    now: number,
    extension?: string,
  ): { src: string; created: boolean } {
    return this.db.transaction(() => {
      for (const name of candidateNames(stem, extension)) {
        const src = `/img/${name}`;
        const published = join(publicDir, "img", name);
        const waiting = this.get(src);
        if (waiting?.equals(webp)) return { src, created: false };
        if (existsSync(published)) {
          if (readFileSync(published).equals(webp)) return { src, created: false };
          continue;
        }
        if (waiting) continue;
        this.db
          .prepare("INSERT INTO waiting_images (src, bytes, person_id, sent_at) VALUES (?, ?, ?, ?)")
          .run(src, webp, personId ?? null, now);
        return { src, created: true };
      }
      throw new Error("unreachable");
    })();
  }

  /** Forgets the images a publication committed. */
  forget(sources: string[]): void {
    const remove = this.db.prepare("DELETE FROM waiting_images WHERE src = ?");
    for (const src of sources) remove.run(src);
  }
}
