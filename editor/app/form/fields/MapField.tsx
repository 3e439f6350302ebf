import { useCallback, useLayoutEffect, useState } from "react";
import type { FieldProps } from "@rjsf/utils";
import { defaultFields } from "./defaultFields.ts";

const keysOf = (value: unknown): string[] =>
  value && typeof value === "object" && !Array.isArray(value) ? Object.keys(value) : [];

/**
 * A map (an object of named entries, such as a page's `links`). rjsf's object field keeps its own list of a map's
 * entries, which only its own "add" and "rename" change: an entry that arrives from elsewhere (a chat link declared
 * from a button's field, an undo) would stay hidden until the page is reopened. So the field is drawn afresh when
 * the data holds a name it neither showed nor wrote, with the focus kept where it was.
 */
export function MapField(props: FieldProps) {
  const { formData, onChange, fieldPathId } = props;
  const keys = keysOf(formData);
  const [known, setKnown] = useState(() => new Set(keys));
  const [generation, setGeneration] = useState(0);
  // The field that had the focus when the map was drawn afresh, to give it back.
  const [focused, setFocused] = useState<string>();
  // Adjusted while rendering, as React advises for state that follows a prop: no render with the entry missing.
  if (keys.some((key) => !known.has(key))) {
    setKnown(new Set([...known, ...keys]));
    setGeneration(generation + 1);
    setFocused(document.activeElement?.id);
  }
  useLayoutEffect(() => {
    if (focused && document.activeElement === document.body) document.getElementById(focused)?.focus();
  }, [generation, focused]);
  const ownPath = fieldPathId.path.join("/");
  const change = useCallback<FieldProps["onChange"]>(
    (value, path, ...rest) => {
      // The map's own adds and renames report the whole map at the map's own path.
      if (path?.join("/") === ownPath) setKnown((current) => new Set([...current, ...keysOf(value)]));
      onChange(value, path, ...rest);
    },
    [onChange, ownPath],
  );
  const ObjectField = defaultFields.ObjectField;
  return <ObjectField key={generation} {...props} onChange={change} />;
}
