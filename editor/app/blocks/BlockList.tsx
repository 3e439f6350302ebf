import { useEffect, useRef, useState } from "react";
import { revealNew } from "../form/focusNew.ts";
import type { ChatLink } from "../../../schema/generated/page.ts";
import type { BlockType } from "../../shared/api.ts";
import type { BlockData } from "../page/blockOps.ts";
import type { ProblemPlaces } from "../page/problemPlaces.ts";
import { t } from "../strings.ts";
import { AddBlock } from "./AddBlock.tsx";
import { BlockCard, blockCardId, blockToggleId, type BlockCardProps } from "./BlockCard.tsx";
import { blockName } from "./blockLook.ts";
import { SortableBlocks } from "./SortableBlocks.tsx";
import { useRevealedBlock, type RevealRequest } from "./useRevealedBlock.ts";

/** Props of {@link BlockList}. */
export interface BlockListProps extends Pick<BlockCardProps, "onChange" | "onDuplicate" | "onRemove" | "onFocusBlock"> {
  blocks: BlockData[];
  blockKeys: string[];
  types: BlockType[];
  places: ProblemPlaces["blocks"];
  onMove: (index: number, by: number) => void;
  onAdd: (block: BlockData, links: Record<string, ChatLink>) => void;
  /** A block chosen by a click on it in the preview: its form opens and is shown. */
  reveal?: RevealRequest;
}

/** Blocks opened at first: all of a short page, none of a long one (their forms are long). */
const OPEN_AT_START = 2;

/** The page's blocks in order (sorted by dragging), each with its form (open or closed), and the form that adds one. */
export function BlockList({ blocks, blockKeys, types, places, onMove, onAdd, reveal, ...handlers }: BlockListProps) {
  const [expanded, setExpanded] = useState(() => new Set(blockKeys.length <= OPEN_AT_START ? blockKeys : []));
  const [focusKey, setFocusKey] = useState<string>();
  // A block that appears (added, duplicated) opens; the focus follows a block that was moved.
  // (Adjusted while rendering, as React advises for state that follows a prop: no extra render with stale state.)
  const [known, setKnown] = useState(() => new Set(blockKeys));
  const fresh = blockKeys.filter((key) => !known.has(key));
  if (fresh.length > 0) {
    setKnown(new Set(blockKeys));
    setExpanded((open) => new Set([...open, ...fresh]));
  }
  useEffect(() => {
    if (focusKey) document.getElementById(blockToggleId(focusKey))?.focus();
  }, [focusKey, blockKeys]);
  // A block added with "Adicionar bloco" (at the end) comes into view with the focus in its first field.
  const addedAt = useRef<number>(undefined);
  useEffect(() => {
    const key = addedAt.current === undefined ? undefined : blockKeys[addedAt.current];
    if (!key) return;
    addedAt.current = undefined;
    revealNew(document.getElementById(`${key}-corpo`) ?? document.getElementById(blockCardId(key)));
  }, [blockKeys]);
  const add: BlockListProps["onAdd"] = (block, links) => {
    addedAt.current = blocks.length;
    onAdd(block, links);
  };
  const toggle = (key: string) =>
    setExpanded((open) =>
      open.has(key) ? new Set([...open].filter((other) => other !== key)) : new Set([...open, key]),
    );
  const move = (index: number, by: number) => {
    setFocusKey(blockKeys[index]);
    onMove(index, by);
  };
  const picked = useRevealedBlock(reveal, blockKeys, (key) => setExpanded((open) => new Set([...open, key])));
  const byType = new Map(types.map((type) => [type.type, type]));
  return (
    <section className="blocks" aria-labelledby="blocos-titulo">
      <div className="blocks__head">
        <h2 id="blocos-titulo">{t.blocksHeading}</h2>
        <div className="button-row">
          <button type="button" className="button button--small" onClick={() => setExpanded(new Set(blockKeys))}>
            {t.expandAll}
          </button>
          <button type="button" className="button button--small" onClick={() => setExpanded(new Set())}>
            {t.collapseAll}
          </button>
        </div>
      </div>
      <p className="field__help">{t.blocksIntro}</p>
      {blocks.length === 0 ? (
        <p className="empty">{t.noBlocks}</p>
      ) : (
        <SortableBlocks
          blockKeys={blockKeys}
          typeOf={(key) => {
            const typeName = String(blocks[blockKeys.indexOf(key)]?.type);
            return blockName(byType.get(typeName)?.schema, typeName);
          }}
          onDragStart={() => setFocusKey(undefined)}
          onMove={onMove}
        >
          <ol className="block-list">
            {blocks.map((block, index) => {
              const key = blockKeys[index]!;
              const place = places[index] ?? { header: [], fields: {}, count: 0 };
              return (
                <BlockCard
                  key={key}
                  index={index}
                  count={blocks.length}
                  blockKey={key}
                  block={block}
                  type={byType.get(String(block.type))}
                  expanded={expanded.has(key)}
                  picked={picked === key}
                  header={place.header}
                  errors={place.fields}
                  problemCount={place.count}
                  onToggle={toggle}
                  onMove={move}
                  {...handlers}
                />
              );
            })}
          </ol>
        </SortableBlocks>
      )}
      <AddBlock types={types} onAdd={add} />
    </section>
  );
}
