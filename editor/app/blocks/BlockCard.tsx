import { memo, useCallback, type KeyboardEvent } from "react";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ErrorSchema, RJSFSchema } from "@rjsf/utils";
import type { BlockType, Problem } from "../../shared/api.ts";
import type { BlockData } from "../page/blockOps.ts";
import { blockSummary } from "../page/pageForm.ts";
import { SchemaForm } from "../form/SchemaForm.tsx";
import { ToolButton } from "../ui/ToolButton.tsx";
import { ToolIcon } from "../ui/ToolIcon.tsx";
import { blockName } from "./blockLook.ts";
import { BlockThumbnail } from "./BlockThumbnail.tsx";
import { t } from "../strings.ts";
import { l } from "../library/libraryStrings.ts";
import { SaveModelButton } from "../library/SaveModelButton.tsx";

/** Props of {@link BlockCard}. */
export interface BlockCardProps {
  index: number;
  count: number;
  blockKey: string;
  block: BlockData;
  type?: BlockType;
  expanded: boolean;
  /** Just chosen by a click on the page in the preview: marked for a moment. */
  picked?: boolean;
  header: Problem[];
  errors: ErrorSchema;
  problemCount: number;
  onToggle: (key: string) => void;
  onChange: (index: number, block: BlockData, fieldId?: string) => void;
  onMove: (index: number, by: number) => void;
  onDuplicate: (index: number) => void;
  onRemove: (index: number) => void;
  onFocusBlock: (index: number) => void;
}

/** The id of a block's title button, which keeps the focus when the block moves. */
export const blockToggleId = (key: string) => `${key}-titulo`;

/** The id of a block's card, to scroll to it. */
export const blockCardId = (key: string) => `${key}-cartao`;

/** One block of the page: its title (opens and closes its form), its buttons, problems and generated form. */
export const BlockCard = memo(function BlockCard(props: BlockCardProps) {
  const {
    index,
    count,
    blockKey,
    block,
    type,
    expanded,
    picked,
    header,
    errors,
    problemCount,
    onToggle,
    onChange,
    onMove,
    onDuplicate,
    onRemove,
    onFocusBlock,
  } = props;
  const typeName = String(block.type ?? "?");
  const change = useCallback(
    (value: Record<string, unknown>, fieldId?: string) => onChange(index, value, fieldId),
    [onChange, index],
  );
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    onMove(index, event.key === "ArrowUp" ? -1 : 1);
  };
  // Named in Portuguese ("Grade de cartões"); the type itself only where a file's mistake must be shown.
  const name = blockName(type?.schema, typeName);
  const label = (action: string) => t.blockAction(action, index, name);
  const sortable = useSortable({ id: blockKey, attributes: { roleDescription: t.dragRole } });
  const classes = [
    "block-card",
    problemCount && "block-card--invalid",
    picked && "block-card--picked",
    sortable.isDragging && "block-card--dragging",
  ];
  return (
    <li
      ref={sortable.setNodeRef}
      id={blockCardId(blockKey)}
      className={classes.filter(Boolean).join(" ")}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      onFocus={() => onFocusBlock(index)}
    >
      <div className="block-card__head">
        <button
          type="button"
          className="icon-button block-card__handle"
          ref={sortable.setActivatorNodeRef}
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={label(t.drag)}
          title={t.drag}
        >
          <ToolIcon name="grip" />
        </button>
        <h3 className="block-card__title">
          <button
            type="button"
            id={blockToggleId(blockKey)}
            onKeyDown={onKeyDown}
            aria-expanded={expanded}
            aria-controls={`${blockKey}-corpo`}
            onClick={() => onToggle(blockKey)}
          >
            <span className="block-card__chevron" aria-hidden="true">
              {expanded ? "▾" : "▸"}
            </span>
            <BlockThumbnail type={typeName} />
            {t.blockTitle(index, name)}
            <span className="block-card__summary">{blockSummary(block)}</span>
          </button>
        </h3>
        {problemCount > 0 && <span className="badge">{t.blockProblems(problemCount)}</span>}
        <div className="block-card__tools" role="group" aria-label={t.blockTitle(index, name)}>
          <ToolButton
            icon="up"
            label={label(t.moveUp)}
            title={t.moveUp}
            onClick={() => onMove(index, -1)}
            disabled={index === 0}
          />
          <ToolButton
            icon="down"
            label={label(t.moveDown)}
            title={t.moveDown}
            onClick={() => onMove(index, 1)}
            disabled={index === count - 1}
          />
          <ToolButton icon="copy" label={label(t.duplicate)} title={t.duplicate} onClick={() => onDuplicate(index)} />
          <SaveModelButton block={block} name={name} label={label(l.saveAsModel)} />
          <ToolButton icon="remove" label={label(t.discard)} title={t.discard} onClick={() => onRemove(index)} danger />
        </div>
      </div>
      {header.length > 0 && (
        <ul className="field-errors block-card__problems">
          {header.map((problem, at) => (
            <li key={at}>
              <strong>{problem.message}</strong> {t.fix} {problem.hint}
            </li>
          ))}
        </ul>
      )}
      {expanded && (
        <div className="block-card__body" id={`${blockKey}-corpo`}>
          {type ? (
            <>
              <p className="field__help">{type.description}</p>
              <SchemaForm
                idPrefix={blockKey}
                basePath={["blocks", index]}
                schema={type.schema as RJSFSchema}
                value={block}
                onChange={change}
                errors={errors}
              />
            </>
          ) : (
            <p className="form-error">{t.unknownBlock(typeName)}</p>
          )}
        </div>
      )}
    </li>
  );
});
