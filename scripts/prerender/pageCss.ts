import postcss, { type Container } from "postcss";

/** Every class name the markup uses in a class attribute. */
export function classNamesIn(html: string): Set<string> {
  const names = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of value!.split(/\s+/)) if (name) names.add(name);
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

/**
 * The stylesheet without the rules that cannot match this page's prerendered markup: a rule goes when each of its
 * selectors needs a class the markup never uses. Classes that only appear once the app runs (an open menu, a
 * modal, a toast) are dropped too; the entry script adds the whole stylesheet before the app starts.
 */
export function cssForMarkup(css: string, used: Set<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as { name: string }).name)) return;
    const kept = rule.selectors.filter((selector) => requiredClasses(selector).every((name) => used.has(name)));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  removeEmpty(root);
  return root.toString();
}
