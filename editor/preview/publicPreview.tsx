import { useEffect, useState } from "react";
import { blockTypesOf } from "../../renderer/blocks/blockRegistry.ts";
import { loadBlocks } from "../../renderer/blocks/loadedBlocks.ts";
import type { CollectionRow } from "../../schema/generated/collection.ts";
import { EDITOR_ADDRESSES } from "../shared/addresses.ts";
import type { PreviewData } from "../shared/review.ts";
import { previewPage, type PreviewPage } from "./previewPage.ts";
import { PreviewView } from "./PreviewView.tsx";
import { p } from "./publicStrings.ts";

/**
 * The token of a preview link, from the address's fragment (`#previa=<token>`): a fragment never reaches a server's
 * logs or another site's Referer.
 */
export function previewToken(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get("previa");
  return token || undefined;
}

type State = { page: PreviewPage } | { message: string } | undefined;

/** Reads the page a preview link shows and loads its blocks: the page, or what to say instead (410: gone). */
async function readPreview(token: string): Promise<State> {
  try {
    const response = await fetch(`${EDITOR_ADDRESSES.api}/previas/${encodeURIComponent(token)}`, {
      headers: { Accept: "application/json" },
    });
    const body = (await response.json()) as PreviewData | { message?: string };
    if (!response.ok || !("config" in body)) return { message: ("message" in body && body.message) || p.failed };
    const page = previewPage(body.config, undefined, body.row as CollectionRow | undefined);
    await loadBlocks(blockTypesOf(page.config.blocks));
    return { page };
  } catch {
    return { message: p.failed };
  }
}

/**
 * A draft as the site will render it, for anyone with its preview link (no account): full width, under a banner
 * saying it is not published yet; or why the link no longer opens it.
 */
export function PublicPreview({ token }: { token: string }) {
  const [state, setState] = useState<State>();
  useEffect(() => {
    let current = true;
    void readPreview(token).then((read) => current && setState(read));
    return () => {
      current = false;
    };
  }, [token]);
  if (!state)
    return (
      <p className="preview-note" role="status">
        {p.loading}
      </p>
    );
  if ("message" in state)
    return (
      <p className="preview-note" role="alert">
        {state.message}
      </p>
    );
  return (
    <>
      <p className="preview-note preview-note--banner" role="note">
        {p.banner}
      </p>
      <PreviewView page={state.page} serial={0} />
    </>
  );
}
