import type { Block } from "../../schema/generated/page.ts";
import { blockComponent } from "../blocks/loadedBlocks.ts";

/** Renders a page's blocks in order, each by the component loaded for its type. */
export function BlockList({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const Component = blockComponent(block.type);
        return <Component key={index} block={block} />;
      })}
    </>
  );
}
