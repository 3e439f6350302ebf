/**
 * The preview frame of the page editor (/_editor/preview): draws whatever page the editor posts, with the site's
 * own renderer and stylesheet, so the frame's width drives the site's real media queries. Opened by a preview link
 * (`#previa=<token>`), it is a page of its own instead: the draft the link shows, for anyone (publicPreview.tsx).
 */
import { createRoot } from "react-dom/client";
import { blockRegistry } from "../../blocks/registry.generated.ts";
import { blockTypesOf } from "../../renderer/blocks/blockRegistry.ts";
import { loadBlocks, provideBlocks } from "../../renderer/blocks/loadedBlocks.ts";
import { isPreviewMessage, type PreviewMessage } from "../shared/previewMessages.ts";
import { reportBlockClicks, SHOWN_BLOCKS } from "./blockClicks.ts";
import type { CollectionRow } from "../../schema/generated/collection.ts";
import { keepReadingPlace } from "./readingPlace.ts";
import { previewPage, type PreviewPage } from "./previewPage.ts";
import { PreviewView } from "./PreviewView.tsx";
import { previewToken, PublicPreview } from "./publicPreview.tsx";
import "../../renderer/styles/global.css";
import "./preview.css";

const container = document.getElementById("root");
if (!container) throw new Error("Elemento #root não encontrado.");
provideBlocks(blockRegistry);
const root = createRoot(container);
let latest = 0;
let current: PreviewPage | undefined;

async function show(config: Record<string, unknown>, row?: CollectionRow): Promise<void> {
  const serial = ++latest;
  const page = previewPage(config, undefined, row);
  // The same list the site loads for this page.
  await loadBlocks(blockTypesOf(page.config.blocks));
  // A later edit may have arrived while this one's blocks were loading.
  if (serial !== latest) return;
  current = page;
  root.render(<PreviewView page={page} serial={serial} />);
}

/** Scrolls the frame (only the frame: scrollIntoView would scroll the editor around it too) to a block. */
function scrollToBlock(index: number): void {
  const at = current?.shown.indexOf(index) ?? -1;
  const block = document.querySelectorAll(SHOWN_BLOCKS)[at];
  if (block) window.scrollTo({ top: block.getBoundingClientRect().top + window.scrollY, behavior: "instant" });
}

function listenToEditor(): void {
  window.addEventListener("message", (event: MessageEvent) => {
    if (event.origin !== window.location.origin || event.source !== window.parent || !isPreviewMessage(event.data))
      return;
    const message: PreviewMessage = event.data;
    if (message.type === "editor:page") void show(message.config, message.row as CollectionRow | undefined);
    else if (message.type === "editor:block") scrollToBlock(message.index);
  });
  reportBlockClicks((shownAt) => current?.shown[shownAt]);
  keepReadingPlace(() => [...document.querySelectorAll(SHOWN_BLOCKS)]);
  window.parent.postMessage({ type: "preview:ready" } satisfies PreviewMessage, window.location.origin);
}

const token = previewToken(window.location.hash);
if (token) {
  document.body.classList.add("public-preview");
  root.render(<PublicPreview token={token} />);
} else listenToEditor();
