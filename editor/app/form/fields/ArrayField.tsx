import { useMemo } from "react";
import type { FieldProps, Registry, RJSFSchema, SchemaUtilsType } from "@rjsf/utils";
import { blankValue } from "../../page/blankValue.ts";
import { FIRST_LINK_NAME } from "../../page/newChatLink.ts";
import { useEditorResources } from "../EditorContext.tsx";
import { defaultFields } from "./defaultFields.ts";

/**
 * rjsf's schema tools, except that the new item of the list whose items follow `items` is the least the schema
 * accepts (see {@link blankValue}): every required text empty, every required list at its minimum, a button with a
 * destination. rjsf's own new item is `{}` (or nothing for a text), which the site's blocks cannot draw.
 */
function withBlankItems(schemaUtils: SchemaUtilsType, items: RJSFSchema, chatLink: string | undefined) {
  const own = Object.create(schemaUtils) as SchemaUtilsType;
  own.getDefaultFormState = (schema, formData, ...rest) =>
    schema === items && formData === undefined
      ? (blankValue(items, chatLink) as ReturnType<SchemaUtilsType["getDefaultFormState"]>)
      : schemaUtils.getDefaultFormState(schema, formData, ...rest);
  return own;
}

/**
 * A list whose "Adicionar …" adds an item with every required field, empty, so the preview draws it at once; its
 * buttons lead to the page's first chat link (none yet: the link a new block would declare, declared with it by
 * replaceBlock), or to a page where there is no chat.
 */
export function EditorArrayField(props: FieldProps) {
  const { links, addLink } = useEditorResources();
  const chatLink = addLink ? (Object.keys(links)[0] ?? FIRST_LINK_NAME) : undefined;
  const { registry, schema } = props;
  const items = schema.items;
  const own = useMemo<Registry>(
    () =>
      items && typeof items === "object" && !Array.isArray(items)
        ? { ...registry, schemaUtils: withBlankItems(registry.schemaUtils, items as RJSFSchema, chatLink) }
        : registry,
    [registry, items, chatLink],
  );
  const ArrayField = defaultFields.ArrayField;
  return <ArrayField {...props} registry={own} />;
}
