/** Where the page editor's parts answer on the dev server: one definition for its browser code and its plugin. */
export const EDITOR_ADDRESSES = {
  editor: "/_editor",
  preview: "/_editor/preview",
  catalog: "/_editor/blocos",
  api: "/_editor/api",
} as const;
