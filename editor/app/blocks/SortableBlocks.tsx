import type { ReactNode } from "react";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { t } from "../strings.ts";

/** Props of {@link SortableBlocks}. */
export interface SortableBlocksProps {
  blockKeys: string[];
  /** The type of each block, by key, to name it in what is read out. */
  typeOf: (key: string) => string;
  /** A drag that started (the focus must not be pulled back to a block moved earlier). */
  onDragStart: () => void;
  /** A drop that moved the block at `index` by `by` places. */
  onMove: (index: number, by: number) => void;
  children: ReactNode;
}

/**
 * The page's blocks as a list sorted by dragging (dnd-kit): by the mouse or a finger on a block's handle, or by the
 * keyboard (Space or Enter on the handle, arrows, Space or Enter to drop), with what happens read out in Portuguese.
 * A drop is one edit of the page, undone like any other.
 */
export function SortableBlocks({ blockKeys, typeOf, onDragStart, onMove, children }: SortableBlocksProps) {
  const sensors = useSensors(
    // A few pixels before a drag starts: a click on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier | undefined) => blockKeys.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.dragPicked(typeOf(String(active.id)), position(active.id)),
    // Over its own place (as a drag starts) says nothing, so that "pego na posição…" is heard.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id ? t.dragOver(typeOf(String(active.id)), position(over.id)) : undefined,
    // A block that moved is announced by the edit itself ("movido para a posição…"), as a move by its buttons is.
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id ? undefined : t.dragDroppedInPlace(typeOf(String(active.id)), position(active.id)),
    onDragCancel: ({ active }) => t.dragCancelled(typeOf(String(active.id))),
  };
  const drop = ({ active, over }: DragEndEvent) => {
    const from = blockKeys.indexOf(String(active.id));
    const to = over ? blockKeys.indexOf(String(over.id)) : from;
    if (from >= 0 && to >= 0 && to !== from) onMove(from, to - from);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t.dragInstructions } }}
      onDragStart={onDragStart}
      onDragEnd={drop}
    >
      <SortableContext items={blockKeys} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
