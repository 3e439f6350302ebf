import type { RJSFSchema } from "@rjsf/utils";
import type { JsonSchema } from "../../shared/api.ts";
import { shownText } from "../../shared/siteData.ts";

/** The page schema without `blocks`: the page's own fields (route, title, links…); blocks have forms of their own. */
export function pageFormSchema(page: JsonSchema): RJSFSchema {
  const { blocks: _blocks, ...properties } = page.properties as Record<string, JsonSchema>;
  const required = (page.required as string[] | undefined)?.filter((key) => key !== "blocks");
  return { ...page, properties, required } as RJSFSchema;
}

const TEXT_KEYS = ["title", "eyebrow", "text", "intro", "name", "label"];

/** A few words that tell one block from another in a list: its first title-like text, without the *stars*. */
export function blockSummary(block: Record<string, unknown>): string {
  const text = TEXT_KEYS.map((key) => block[key]).find(
    (value): value is string => typeof value === "string" && value.trim() !== "",
  );
  if (!text) return "";
  const plain = shownText(text).replace(/\*/g, "");
  return plain.length > 60 ? `${plain.slice(0, 59)}…` : plain;
}
