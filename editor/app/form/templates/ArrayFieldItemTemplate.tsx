import type { ArrayFieldItemTemplateProps } from "@rjsf/utils";
import { ToolButton } from "../../ui/ToolButton.tsx";
import { t } from "../../strings.ts";
import { itemLabel } from "../labels.ts";

/** One item of a list with its buttons: up, down, duplicate, remove (each names the item it acts on). */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, index, schema } = props;
  const {
    hasMoveUp,
    hasMoveDown,
    hasCopy,
    hasRemove,
    onMoveUpItem,
    onMoveDownItem,
    onCopyItem,
    onRemoveItem,
    disabled,
    readonly,
  } = buttonsProps;
  const item = itemLabel(schema, index);
  const off = disabled || readonly;
  return (
    <div className="list__item">
      <div className="list__content">{children}</div>
      {hasToolbar && (
        <div className="list__tools" role="group" aria-label={item}>
          {(hasMoveUp || hasMoveDown) && (
            <>
              <ToolButton
                icon="up"
                label={t.itemAction(t.moveUp, item)}
                title={t.moveUp}
                onClick={onMoveUpItem}
                disabled={off || !hasMoveUp}
              />
              <ToolButton
                icon="down"
                label={t.itemAction(t.moveDown, item)}
                title={t.moveDown}
                onClick={onMoveDownItem}
                disabled={off || !hasMoveDown}
              />
            </>
          )}
          {hasCopy && (
            <ToolButton
              icon="copy"
              label={t.itemAction(t.copy, item)}
              title={t.copy}
              onClick={onCopyItem}
              disabled={off}
            />
          )}
          {hasRemove && (
            <ToolButton
              icon="remove"
              label={t.itemAction(t.discard, item)}
              title={t.discard}
              onClick={onRemoveItem}
              disabled={off}
              danger
            />
          )}
        </div>
      )}
    </div>
  );
}
