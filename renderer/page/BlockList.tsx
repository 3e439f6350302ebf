import type { ComponentType } from "react";
import type { Block } from "../../schema/generated/page.ts";
import { registry } from "../registry.ts";

/** Renders a page's blocks in order, each by the component registered for its type. */
export function BlockList({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const Component = registry[block.type] as ComponentType<{ block: Block }>;
        return <Component key={index} block={block} />;
      })}
    </>
  );
}
