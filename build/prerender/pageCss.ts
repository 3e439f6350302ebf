import postcss, { type AtRule, type Container, type Rule } from "postcss";

/** Every class name the markup uses in a class attribute. */
export function classNamesIn(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of value!.split(/\s+/)) if (name) names.add(name);
  return names;
}

/** The classes a selector needs on its elements; those inside :not(), :is() and the like are left out (kept). */
function requiredClasses(selector: string): string[] {
  let outside = selector;
  while (/\([^()]*\)/.test(outside)) outside = outside.replace(/\([^()]*\)/g, "");
  return [...outside.replace(/\[[^\]]*\]/g, "").matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
}

function removeEmpty(container: Container): void {
  container.each((node) => {
    if (node.type !== "atrule" || !node.nodes) return;
    removeEmpty(node);
    if (node.nodes.length === 0) node.remove();
  });
}

const isKeyframe = (rule: Rule) => rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as AtRule).name);

/**
 * Keeps, of each style rule, the selectors `keep` accepts (a rule left with none goes), then removes the at-rules
 * left empty. Keyframes and font faces, which no selector names, are kept whole when `unnamed` says so (the first
 * paint's part) and removed otherwise (the rest would declare them twice).
 */
function pruned(css: string, keep: (selector: string) => boolean, unnamed: boolean): string {
  const root = postcss.parse(css);
  root.walkAtRules(/^(keyframes|-webkit-keyframes|font-face)$/i, (rule) => {
    if (!unnamed) rule.remove();
  });
  root.walkRules((rule) => {
    if (isKeyframe(rule)) return;
    const kept = rule.selectors.filter(keep);
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  removeEmpty(root);
  return root.toString();
}

/** The stylesheet in four parts for one page; together they hold every rule of it. */
export interface PageStylesheet {
  /**
   * What the first paint needs, inlined in the page: the rules that can match its prerendered markup. A rule goes
   * when each of its selectors needs a class the markup never uses; classes that only appear once the app runs (an
   * open menu, a modal, a toast) and those of other pages go with it. On a long page only the rules its first
   * screen's markup can use: the others are `belowFirstScreen`.
   */
  firstPaint: string;
  /**
   * On a long page (when the split is given the first screen's classes), the rules only the markup below the first
   * screen can use: a stylesheet the page links after its content (decision 092). Empty otherwise.
   */
  belowFirstScreen: string;
  /**
   * Every selector `firstPaint` left out but those of `otherPages`, in the stylesheet's order, for the page's loader
   * to add after the first paint. Adding only these makes the browser restyle the few elements they can match, where
   * adding the whole stylesheet again restyles the whole page. (They come after the inlined rules, so one of them
   * that came before an inlined rule of the same specificity now wins over it: the style test of the app's states
   * watches for that.)
   */
  rest: string;
  /**
   * The selectors that need a class only other pages' blocks use (decision 053): nothing on this page can match
   * them until the visitor moves to another page, so the app adds them then, not while this page starts.
   */
  otherPages: string;
}

/**
 * Splits the stylesheet into what this page's markup can use at its first paint, the rest this page's code can
 * use (the states the app toggles), and what only other pages can use: the selectors needing one of `otherPages`.
 * Given `firstScreen` (the classes of the markup a visitor sees before scrolling, a subset of `used`), the rules
 * only the markup below it can use go to `belowFirstScreen` instead of the first paint.
 */
export function splitStylesheet(
  css: string,
  used: Set<string>,
  otherPages = new Set<string>(),
  firstScreen?: Set<string>,
): PageStylesheet {
  /** Which part a selector goes to. */
  const partOf = (selector: string): keyof PageStylesheet => {
    const required = requiredClasses(selector);
    if (required.every((name) => used.has(name)))
      return !firstScreen || required.every((name) => firstScreen.has(name)) ? "firstPaint" : "belowFirstScreen";
    return required.some((name) => otherPages.has(name)) ? "otherPages" : "rest";
  };
  const part = (name: keyof PageStylesheet) =>
    pruned(css, (selector) => partOf(selector) === name, name === "firstPaint");
  return {
    firstPaint: part("firstPaint"),
    belowFirstScreen: firstScreen ? part("belowFirstScreen") : "",
    rest: part("rest"),
    otherPages: part("otherPages"),
  };
}

/**
 * {@link splitStylesheet} for many pages of one stylesheet: pages whose markup uses the same of its classes get the
 * same split, worked out once (copies of one layout, pages made of the same blocks), so that the time the build
 * spends on CSS grows with the number of different pages, not with the number of pages.
 */
export function stylesheetSplitter(
  css: string,
): (used: Set<string>, otherPages?: Set<string>, firstScreen?: Set<string>) => PageStylesheet {
  const known = new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!));
  const keyOf = (names: Set<string>) =>
    [...names]
      .filter((name) => known.has(name))
      .sort()
      .join(" ");
  const splits = new Map<string, PageStylesheet>();
  return (used, otherPages = new Set(), firstScreen) => {
    const key = `${keyOf(used)}|${keyOf(otherPages)}|${firstScreen ? keyOf(firstScreen) : "-"}`;
    const split = splits.get(key) ?? splitStylesheet(css, used, otherPages, firstScreen);
    splits.set(key, split);
    return split;
  };
}
