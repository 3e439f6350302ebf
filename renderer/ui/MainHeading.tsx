import { createContext, useContext, type HTMLAttributes, type ReactNode } from "react";

const Demoted = createContext(false);

/**
 * Inside it, blocks that open a page render their title as h2 instead of h1: for blocks shown as examples
 * within another page (the editor's block catalog), which keeps one h1 per page.
 */
export function DemotedHeadings({ children }: { children: ReactNode }) {
  return <Demoted.Provider value={true}>{children}</Demoted.Provider>;
}

/** The page's main heading: h1, or h2 inside {@link DemotedHeadings}. */
export function MainHeading(props: HTMLAttributes<HTMLHeadingElement>) {
  const Tag = useContext(Demoted) ? "h2" : "h1";
  return <Tag {...props} />;
}
