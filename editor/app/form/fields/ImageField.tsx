import type { FieldProps } from "@rjsf/utils";
import { useEditorResources } from "../EditorContext.tsx";
import { GroupExtraProvider } from "../templates/GroupExtra.tsx";
import { defaultFields } from "./defaultFields.ts";
import { ImagePicker } from "./ImagePicker.tsx";

/** An image (`src`, `alt`, `width`, `height`): picked from public/img/, which fills in its size; then its fields. */
export function ImageField(props: FieldProps) {
  const { images } = useEditorResources();
  const { formData, onChange, fieldPathId } = props;
  const image = (formData ?? {}) as Record<string, unknown>;
  const picker = (
    <ImagePicker
      src={typeof image.src === "string" ? image.src : undefined}
      images={images}
      onPick={({ src, width, height }) => onChange({ ...image, src, width, height }, fieldPathId.path)}
    />
  );
  const ObjectField = defaultFields.ObjectField;
  return (
    <GroupExtraProvider value={picker}>
      <ObjectField {...props} />
    </GroupExtraProvider>
  );
}
