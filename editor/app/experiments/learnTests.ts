import { knowTests } from "../../shared/documentName.ts";
import { experimentApi } from "./experimentApi.ts";

/** Teaches the editor's names the A/B tests (a variant is named by its test's page); without them, by their files. */
export async function learnTests(): Promise<void> {
  const answer = await experimentApi.list().catch(() => undefined);
  if (answer?.ok) knowTests(answer.value);
}
