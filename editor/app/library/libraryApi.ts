import type { LibraryImage, RenamedImage, ReplacedImage, SectionModel } from "../../shared/library.ts";
import { api, call, sendBytes } from "../api.ts";

/** The image library's and the models' endpoints. */
export const libraryApi = {
  images: () => call<LibraryImage[]>("GET", "biblioteca/imagens"),
  upload: (file: File) => api.uploadImage(file),
  replace: (src: string, file: File) =>
    sendBytes<ReplacedImage>(`biblioteca/imagens/substituir/${encodeURIComponent(src)}`, file),
  rename: (src: string, name: string) => call<RenamedImage>("POST", "biblioteca/imagens/renomear", { src, name }),
  remove: (src: string) => call<{ ok: true }>("POST", "biblioteca/imagens/excluir", { src }),
  models: () => call<SectionModel[]>("GET", "modelos"),
  saveModel: (name: string, block: Record<string, unknown>) => call<SectionModel>("POST", "modelos", { name, block }),
  renameModel: (id: string, name: string) =>
    call<{ id: string; name: string }>("PUT", `modelos/${encodeURIComponent(id)}`, { name }),
  removeModel: (id: string) => call<{ ok: true }>("DELETE", `modelos/${encodeURIComponent(id)}`),
};
