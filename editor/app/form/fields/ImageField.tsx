import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent } from "react";
import type { FieldProps, UiSchema } from "@rjsf/utils";
import type { ImageFile } from "../../../shared/api.ts";
import { useEditorResources } from "../EditorContext.tsx";
import { GroupExtraProvider } from "../templates/GroupExtra.tsx";
import { defaultFields } from "./defaultFields.ts";
import { ImagePicker } from "./ImagePicker.tsx";
import { useImageUpload } from "./useImageUpload.ts";

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");

/** The image's own fields hidden: an image that is not there shows only the ways to choose one. */
function hideFields(schema: FieldProps["schema"], uiSchema: UiSchema | undefined): UiSchema {
  const hidden = Object.keys(schema.properties ?? {}).map((key) => [
    key,
    { ...uiSchema?.[key], "ui:widget": "hidden" },
  ]);
  return { ...uiSchema, ...Object.fromEntries(hidden) };
}

/**
 * An image (`src`, `alt`, `width`, `height`): picked from public/img/ or sent from the computer (by the button or by
 * dropping a file on the group), which fills in its path and size. A new image never keeps the description of the
 * one it replaces: its `alt` is left out, which the validator refuses, and the field asks for it with the cursor
 * in it. An optional image can be removed whole.
 */
export function ImageField(props: FieldProps) {
  const { images } = useEditorResources();
  const { formData, onChange, fieldPathId, required, schema, uiSchema } = props;
  const image = formData as Record<string, unknown> | undefined;
  const currentSrc = typeof image?.src === "string" ? image.src : undefined;
  const [dropping, setDropping] = useState(false);
  // Set when an image was chosen: the description's input gets the cursor once the form shows it.
  const focusAlt = useRef(false);
  const altId = `${fieldPathId.$id}_alt`;

  const choose = useCallback(
    ({ src, width, height }: ImageFile) => {
      if (src === currentSrc) return;
      focusAlt.current = true;
      onChange({ src, width, height }, fieldPathId.path);
    },
    [currentSrc, onChange, fieldPathId.path],
  );
  const { state: upload, upload: send } = useImageUpload(choose);

  useEffect(() => {
    if (!focusAlt.current) return;
    const input = document.getElementById(altId);
    if (!input) return;
    focusAlt.current = false;
    input.focus();
  });

  const absent = image === undefined;
  const fieldsUi = useMemo(() => (absent ? hideFields(schema, uiSchema) : uiSchema), [absent, schema, uiSchema]);

  const picker = (
    <ImagePicker
      src={currentSrc}
      images={images}
      upload={upload}
      dropping={dropping}
      askAlt={currentSrc !== undefined && image?.alt === undefined}
      onPick={choose}
      onFile={(file) => void send(file)}
      onRemove={!required && !absent ? () => onChange(undefined, fieldPathId.path) : undefined}
    />
  );
  const ObjectField = defaultFields.ObjectField;
  return (
    <div
      className={`image-field${dropping ? " image-field--dropping" : ""}`}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "copy";
        setDropping(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setDropping(false);
        const file = event.dataTransfer.files[0];
        if (file) void send(file);
      }}
    >
      <GroupExtraProvider value={picker}>
        <ObjectField {...props} uiSchema={fieldsUi} />
      </GroupExtraProvider>
    </div>
  );
}
