import type { ChatLink } from "../../../schema/generated/page.ts";
import type { BlockType } from "../../shared/api.ts";
import type { BlockData } from "./blockOps.ts";
import { blankValue } from "./blankValue.ts";
import { definitionOf } from "../../shared/definitionName.ts";
import { mapChatLinks } from "./chatLinkRefs.ts";
import { FIRST_LINK_NAME, firstChatLink } from "./newChatLink.ts";

/** How a new block starts: empty (only what its schema requires) or as a copy of one of its examples. */
export type BlockStart = { kind: "blank" } | { kind: "example"; index: number };

/** A block ready to add, with the chat links the page must declare for it (none when the page has links). */
export interface NewBlock {
  block: BlockData;
  links: Record<string, ChatLink>;
}

/**
 * A new block of `type` whose chat buttons lead to the page's own links: a blank block's to the page's first link,
 * an example's to the link of the same name when the page has one and to the first otherwise (an example's names
 * belong to another page). A page without links gets one that opens the chat with the usual message, if the block uses it.
 */
export function newBlock(type: BlockType, start: BlockStart, links: Record<string, ChatLink>): NewBlock {
  const names = Object.keys(links);
  const target = names[0] ?? FIRST_LINK_NAME;
  const example = start.kind === "example" ? type.examples[start.index] : undefined;
  const written = example
    ? structuredClone(example)
    : withExampleButtons(withExampleGroups(blankValue(type.schema, target), type), type, target);
  let used = false;
  const block = mapChatLinks(written, type.schema, (name) => {
    used = true;
    return names.includes(name) ? name : target;
  }) as BlockData;
  const declare = used && names.length === 0 ? { [target]: firstChatLink() } : {};
  return { block: { ...block, type: type.type }, links: declare };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

/**
 * A blank block with its required groups of short texts (a contact form's labels and messages, its chat button) taken
 * from the type's first example: the marketer writes the block's own words, not eighteen fixed texts from scratch. A
 * group holding anything else (an image's size) stays blank.
 */
function withExampleGroups(blank: unknown, type: BlockType): unknown {
  const example = type.examples[0];
  if (!isObject(blank) || !isObject(example)) return blank;
  const groups = Object.keys(blank).filter((key) => {
    const group = example[key];
    return isObject(blank[key]) && isObject(group) && Object.values(group).every((text) => typeof text === "string");
  });
  return { ...blank, ...Object.fromEntries(groups.map((key) => [key, structuredClone(example[key])])) };
}

/**
 * A blank block whose example has buttons (a banner's call to action) starts with one, its text empty and leading to
 * the page's chat: the marketer writes its words instead of first adding it.
 */
function withExampleButtons(blank: unknown, type: BlockType, chatLink: string): unknown {
  const example = type.examples[0];
  const properties = (type.schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  if (!isObject(blank) || !isObject(example)) return blank;
  const buttons = Object.entries(properties).flatMap(([key, list]) => {
    const item = list.items;
    const isButtonList = isObject(item) && definitionOf(item) === "Action";
    const shown = Array.isArray(example[key]) && example[key].length > 0;
    return isButtonList && shown && blank[key] === undefined ? [[key, [blankValue(item, chatLink)]] as const] : [];
  });
  return { ...blank, ...Object.fromEntries(buttons) };
}
