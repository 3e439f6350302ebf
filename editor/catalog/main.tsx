/**
 * The block catalog of the page editor (/_editor/blocos): every block type drawn from its examples by the site's
 * own renderer and stylesheet, each with its JSON to copy. Dev server only, like the rest of the editor.
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { blockRegistry } from "../../blocks/registry.generated.ts";
import { blockTypesIn } from "../../renderer/blocks/blockRegistry.ts";
import { loadBlocks, provideBlocks } from "../../renderer/blocks/loadedBlocks.ts";
import { CatalogApp } from "./CatalogApp.tsx";
import "../../renderer/styles/global.css";

const container = document.getElementById("root");
if (!container) throw new Error("Elemento #root não encontrado.");
// Every block is drawn at once, and the site's blocks render only once their component is loaded.
provideBlocks(blockRegistry);
await loadBlocks(blockTypesIn(blockRegistry));
createRoot(container).render(
  <StrictMode>
    <CatalogApp />
  </StrictMode>,
);
