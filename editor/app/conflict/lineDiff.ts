import { structuredPatch } from "diff";

/** One line of a comparison: in both versions, only in the disk's, or only in the editor's. */
export interface DiffLine {
  kind: "same" | "disk" | "mine";
  text: string;
  /** Its line number in the file on disk (absent for a line only in the editor's version). */
  diskLine?: number;
  /** Its line number in the editor's version (absent for a line only on disk). */
  mineLine?: number;
}

/** A stretch of changed lines with a little unchanged context around it. */
export type DiffHunk = DiffLine[];

const KINDS = { " ": "same", "-": "disk", "+": "mine" } as const;

/**
 * The differences between the file on disk and the editor's version, line by line (the `diff` package), as
 * stretches with `context` unchanged lines around each change; none when they are equal.
 */
export function lineDiff(disk: string, mine: string, context = 3): DiffHunk[] {
  const patch = structuredPatch("disco", "editor", disk, mine, undefined, undefined, { context });
  return patch.hunks.map((hunk) => {
    let diskLine = hunk.oldStart;
    let mineLine = hunk.newStart;
    return hunk.lines.flatMap((line): DiffLine[] => {
      const kind = KINDS[line[0] as keyof typeof KINDS];
      // "\ No newline at end of file" says nothing a marketer needs.
      if (!kind) return [];
      const text = line.slice(1);
      if (kind === "same") return [{ kind, text, diskLine: diskLine++, mineLine: mineLine++ }];
      if (kind === "disk") return [{ kind, text, diskLine: diskLine++ }];
      return [{ kind, text, mineLine: mineLine++ }];
    });
  });
}
