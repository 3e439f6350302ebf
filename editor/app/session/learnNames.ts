import { knowPageTitles } from "../../shared/documentName.ts";
import { api } from "../api.ts";
import { learnTests } from "../experiments/learnTests.ts";

/**
 * Teaches the editor's names the pages' titles and the A/B tests, for a screen shown before the editor has loaded its
 * page list (the activity log): without them, documents would be named by their files.
 */
export async function learnNames(): Promise<void> {
  const [pages] = await Promise.all([api.pages(), learnTests()]);
  knowPageTitles(pages);
}
