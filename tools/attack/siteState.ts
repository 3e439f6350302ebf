/** What a change to the site is seen by, in the service's project: its checkout's files, its HEAD and its remote. */
import { git, type ServiceProject } from "../bench/serviceProject.ts";

/** The checkout's uncommitted files, HEAD and the remote's main branch, at one moment. */
export interface SiteState {
  changedFiles: string;
  head: string;
  remote: string;
}

/** The project's state now. */
export function siteState(project: ServiceProject): SiteState {
  return {
    changedFiles: git(project.dir, "status", "--porcelain").trim(),
    head: git(project.dir, "rev-parse", "HEAD").trim(),
    remote: git(project.remote, "rev-parse", "main").trim(),
  };
}

/** What changed from `before` to `after`, in words; empty when nothing did. */
export function siteChanges(before: SiteState, after: SiteState): string[] {
  const changes: string[] = [];
  if (after.changedFiles !== before.changedFiles)
    changes.push(`arquivos do site alterados (${after.changedFiles.split("\n").join("; ")})`);
  if (after.head !== before.head) changes.push("um commit novo no checkout");
  if (after.remote !== before.remote) changes.push("um envio ao repositório do site");
  return changes;
}
