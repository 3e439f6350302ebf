import { blockThumbnail } from "./blockLook.ts";

/**
 * A block type's small picture, decorative (its name is always written beside it); a block without one gets an
 * empty frame of the same size, so the names stay aligned.
 */
export function BlockThumbnail({ type }: { type: string }) {
  const src = blockThumbnail(type);
  return src ? (
    <img className="block-thumbnail" src={src} alt="" width={120} height={75} loading="lazy" decoding="async" />
  ) : (
    <span className="block-thumbnail block-thumbnail--none" aria-hidden="true" />
  );
}
