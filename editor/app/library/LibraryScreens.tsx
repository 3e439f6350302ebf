import { ImageLibrary } from "./ImageLibrary.tsx";
import type { LibraryScreen } from "./libraryScreens.ts";
import { SectionModels } from "./SectionModels.tsx";

/** The library screen the address asks for: "Imagens" or "Modelos de seção". */
export function LibraryScreens({ screen }: { screen: LibraryScreen }) {
  return screen === "imagens" ? <ImageLibrary /> : <SectionModels />;
}
