import { useEffect, useRef, useState } from "react";
import { isPreviewMessage, type PreviewMessage } from "../../shared/previewMessages.ts";
import { t } from "../strings.ts";
import { EDITOR_ADDRESSES } from "../../shared/addresses.ts";
import type { Row } from "../collection/spreadsheetPaste.ts";

/** The widths the preview can show, the ones the site is checked at (the frame's own width drives its media queries). */
const WIDTHS = [
  { label: t.widthPhone, px: 390 },
  { label: t.widthTablet, px: 768 },
  { label: t.widthDesktop, px: 1280 },
] as const;

/**
 * The width the preview opens at: the desktop's where the form and the preview share the screen; on a narrower screen
 * (one pane at a time, CSS's 1023 px), the widest that fits it, so that a phone previews the page as a phone shows it.
 */
function firstWidth(): number {
  if (window.innerWidth > 1023) return 1280;
  return [...WIDTHS].reverse().find(({ px }) => px <= window.innerWidth)?.px ?? WIDTHS[0].px;
}

/** The size of an element, kept up to date. */
function useSize(element: HTMLElement | null): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) =>
      setSize({ width: entry!.contentRect.width, height: entry!.contentRect.height }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

/**
 * The page as edited, drawn by the site's own renderer in a frame (/_editor/preview) as wide as a phone, a tablet
 * or a desktop, scaled down to fit. Each change is posted to the frame as it happens; a click on a block in the frame
 * comes back as the block to edit.
 */
export function PreviewPane({
  config,
  rows,
  focusBlock,
  onPickBlock,
}: {
  config: Record<string, unknown>;
  /** For a collection's template: its rows, one of which fills the page shown (chosen by its slug). */
  rows?: Row[];
  focusBlock?: number;
  /** A block clicked in the frame (its index in the page's blocks). */
  onPickBlock: (index: number) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const pick = useRef(onPickBlock);
  useEffect(() => {
    pick.current = onPickBlock;
  }, [onPickBlock]);
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState<number>(firstWidth);
  // How many times the frame said it is listening: it loads again when the dev server reloads it (site.json saved).
  const [ready, setReady] = useState(0);
  const [chosenSlug, setChosenSlug] = useState<string>();
  const row = rows?.find((candidate) => candidate.slug === chosenSlug) ?? rows?.[0];
  const size = useSize(box);
  const post = (message: PreviewMessage) => frame.current?.contentWindow?.postMessage(message, window.location.origin);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || !isPreviewMessage(event.data)) return;
      if (event.data.type === "preview:ready") setReady((times) => times + 1);
      else if (event.data.type === "preview:block") pick.current(event.data.index);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);
  useEffect(() => {
    if (ready > 0) post({ type: "editor:page", config, ...(row && { row }) });
  }, [ready, config, row]);
  useEffect(() => {
    if (ready > 0 && focusBlock !== undefined) post({ type: "editor:block", index: focusBlock });
  }, [ready, focusBlock]);

  const scale = size.width ? Math.min(1, size.width / width) : 1;
  return (
    <aside className="preview" aria-labelledby="previa-titulo">
      <div className="preview__bar">
        <h2 id="previa-titulo">{t.previewHeading}</h2>
        {rows && rows.length > 0 && (
          <label className="preview__row" title={t.previewRowHelp}>
            {t.previewRow}{" "}
            <select value={row?.slug} onChange={(event) => setChosenSlug(event.target.value)}>
              {rows.map((candidate, index) => (
                <option key={index} value={candidate.slug}>
                  {candidate.slug}
                </option>
              ))}
            </select>
          </label>
        )}
        <div className="segmented" role="group" aria-label={t.previewWidths}>
          {WIDTHS.map(({ label, px }) => (
            <button
              key={px}
              type="button"
              className="segmented__option"
              aria-pressed={width === px}
              onClick={() => setWidth(px)}
            >
              {label} <span className="segmented__px">{px}px</span>
            </button>
          ))}
        </div>
      </div>
      <div className="preview__box" ref={setBox}>
        <iframe
          ref={frame}
          className="preview__frame"
          title={t.previewFrame}
          src={EDITOR_ADDRESSES.preview}
          // The frame's module has run by its load event; its "ready" message covers a frame that loaded first.
          onLoad={() => setReady((times) => times + 1)}
          style={{ width, height: size.height ? size.height / scale : 600, transform: `scale(${scale})` }}
        />
      </div>
    </aside>
  );
}
