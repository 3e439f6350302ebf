/** Longest name stem kept: enough to recognise the file in the image list. */
const MAX_STEM = 60;

/**
 * The stem of the name an uploaded image is saved under, made from the name the marketer's file had: lowercase
 * ASCII letters, digits and hyphens only ("Foto da Equipe (1).PNG" → "foto-da-equipe-1"). Folders in the name are
 * dropped ("../../x.png" → "x"), so the file always lands in public/img/ itself; a name with nothing usable left
 * becomes "imagem".
 */
export function imageStem(originalName: string): string {
  const base = originalName.split(/[\\/]/).pop() ?? "";
  const stem = base
    .replace(/\.[^.]*$/, "")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, MAX_STEM)
    .replace(/^-+|-+$/g, "");
  return stem || "imagem";
}

/**
 * The file names to try in turn for `stem`: "foto.webp", then "foto-2.webp", "foto-3.webp"… (`extension`: another
 * format's, for an image renamed as it is).
 */
export function* candidateNames(stem: string, extension = ".webp"): Generator<string> {
  yield `${stem}${extension}`;
  for (let suffix = 2; ; suffix += 1) yield `${stem}-${suffix}${extension}`;
}
