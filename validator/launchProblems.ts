import { walk } from "../model/content/walk.ts";
import type { JsonFile } from "./jsonFile.ts";
import { PLACEHOLDER_RULES, type PlaceholderRule } from "./launchPlaceholders.ts";
import type { Problem } from "./problem.ts";
import { problemText } from "./problemCodes.ts";
import { cutShort } from "./schemaMessages.ts";

/** The text a rule finds in a value, or undefined when the value is not one of its placeholders. */
function found(rule: PlaceholderRule, value: unknown): string | undefined {
  if (rule.find === true) return value === true ? "" : undefined;
  return typeof value === "string" ? rule.find.exec(value)?.[0] : undefined;
}

/** The value at a JSON pointer of `data` ("/facts/provisional"), or undefined. */
function valueAt(data: unknown, pointer: string): unknown {
  return pointer
    .split("/")
    .slice(1)
    .reduce<unknown>(
      (value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined),
      data,
    );
}

/** The rules that look at a file: site.json's, or the pages'. */
function rulesFor(file: JsonFile, site: JsonFile | undefined): PlaceholderRule[] {
  const kind = file === site ? "site.json" : "pages";
  return PLACEHOLDER_RULES.filter((rule) => rule.in === "all" || rule.in === kind);
}

/**
 * Every placeholder still in the files (PLACEHOLDER_RULES), one problem per rule and value, located on the value.
 * What `npm run validate -- --launch` adds to the normal validation: the site is valid with them, but not ready.
 */
export function launchProblems({ site, pages }: { site?: JsonFile; pages: JsonFile[] }): Problem[] {
  const problems: Problem[] = [];
  for (const file of site ? [site, ...pages] : pages) {
    const rules = rulesFor(file, site).filter((rule) => !rule.while || valueAt(file.data, rule.while) === true);
    walk(file.data, ({ value, pointer }) => {
      for (const rule of rules) {
        if (rule.at && !rule.at.test(pointer)) continue;
        const text = found(rule, value);
        if (text === undefined) continue;
        const message = rule.message.replace("<value>", () => cutShort(text));
        problems.push({
          file: file.file,
          pointer,
          ...file.locate(pointer),
          ...problemText("launchPlaceholder", { message, fix: rule.fix }),
        });
      }
    });
  }
  return problems;
}
