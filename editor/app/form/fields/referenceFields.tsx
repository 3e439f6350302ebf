import { useMemo } from "react";
import type { FieldProps } from "@rjsf/utils";
import { ActionField } from "./ActionField.tsx";
import { ChatField } from "./ChatField.tsx";
import { defaultFields } from "./defaultFields.ts";
import { IconField } from "./IconField.tsx";
import { ImageField } from "./ImageField.tsx";
import { MapField } from "./MapField.tsx";
import { PlanCardField } from "./PlanCardField.tsx";
import { RouteField } from "./RouteField.tsx";
import { definitionOf } from "../../../shared/definitionName.ts";
import { withOwnCondition } from "../heldConditions.ts";

/**
 * Strings and objects whose schema is one of the shared definitions of schema/defs.schema.json (recognised by the
 * definition's `title`, which the generated types are named after) get fields that offer what they refer to.
 * Any block that uses those definitions gets them without configuration.
 */
export function EditorStringField(props: FieldProps) {
  if (definitionOf(props.schema) === "LinkName") return <ChatField {...props} />;
  if (definitionOf(props.schema) === "InternalRoute") return <RouteField {...props} />;
  if (definitionOf(props.schema) === "IconName") return <IconField {...props} />;
  const StringField = defaultFields.StringField;
  return <StringField {...props} />;
}

/** An object of named entries (a page's `links`), whose schema gives the entries' shape, not their names. */
const isMap = (schema: FieldProps["schema"]) =>
  !!schema.additionalProperties && typeof schema.additionalProperties === "object";

/** See {@link EditorStringField}: images, buttons, plan cards and maps; any other object with its own `if` back (see withOwnCondition). */
export function EditorObjectField(props: FieldProps) {
  const schema = useMemo(() => withOwnCondition(props.schema), [props.schema]);
  if (definitionOf(props.schema) === "Image") return <ImageField {...props} />;
  if (definitionOf(props.schema) === "Action") return <ActionField {...props} />;
  if (definitionOf(props.schema) === "Plan") return <PlanCardField {...props} />;
  if (isMap(props.schema)) return <MapField {...props} />;
  const ObjectField = defaultFields.ObjectField;
  return <ObjectField {...props} schema={schema} />;
}
