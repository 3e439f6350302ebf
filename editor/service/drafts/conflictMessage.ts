import { brasiliaMoment } from "../../shared/brasiliaTime.ts";
import type { DraftView } from "../../shared/drafts.ts";

/**
 * Why a draft save was refused, in Portuguese: who saved the draft and when (Brasília time) after this copy was read,
 * or that it is gone (published or discarded). `samePerson`: it was saved by the same person, in another window.
 */
export function conflictMessage(theirs: DraftView | null, samePerson: boolean, now: number): string {
  if (!theirs) return "Este rascunho foi publicado ou descartado depois que você o abriu.";
  const when = brasiliaMoment(theirs.at, now);
  if (samePerson) return `Você salvou este rascunho em outra janela ${when}, depois de abri-lo nesta.`;
  return `${theirs.by} salvou este rascunho ${when} depois que você o abriu.`;
}
