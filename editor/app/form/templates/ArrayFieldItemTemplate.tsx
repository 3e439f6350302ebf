import type { ArrayFieldItemTemplateProps } from "@rjsf/utils";
import { ToolIcon } from "../../ToolIcon.tsx";
import { t } from "../../strings.ts";
import { itemLabel } from "../labels.ts";

/** One item of a list with its buttons: up, down, duplicate, remove (each names the item it acts on). */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, index, schema } = props;
  const { hasMoveUp, hasMoveDown, hasCopy, hasRemove, onMoveUpItem, onMoveDownItem, onCopyItem, onRemoveItem, disabled, readonly } = buttonsProps;
  const item = itemLabel(schema, index);
  const off = disabled || readonly;
  return (
    <div className="list__item">
      <div className="list__content">{children}</div>
      {hasToolbar && (
        <div className="list__tools" role="group" aria-label={item}>
          {(hasMoveUp || hasMoveDown) && (
            <>
              <button
                type="button"
                className="icon-button"
                onClick={onMoveUpItem}
                disabled={off || !hasMoveUp}
                aria-label={t.itemAction(t.moveUp, item)}
                title={t.moveUp}
              >
                <ToolIcon name="up" />
              </button>
              <button
                type="button"
                className="icon-button"
                onClick={onMoveDownItem}
                disabled={off || !hasMoveDown}
                aria-label={t.itemAction(t.moveDown, item)}
                title={t.moveDown}
              >
                <ToolIcon name="down" />
              </button>
            </>
          )}
          {hasCopy && (
            <button type="button" className="icon-button" onClick={onCopyItem} disabled={off} aria-label={t.itemAction(t.copy, item)} title={t.copy}>
              <ToolIcon name="copy" />
            </button>
          )}
          {hasRemove && (
            <button
              type="button"
              className="icon-button icon-button--danger"
              onClick={onRemoveItem}
              disabled={off}
              aria-label={t.itemAction(t.discard, item)}
              title={t.discard}
            >
              <ToolIcon name="remove" />
            </button>
          )}
        </div>
      )}
    </div>
  );
}
