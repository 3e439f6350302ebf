import type { Image } from "../../schema/generated/page.ts";

/** A config image with its intrinsic size (no layout shift); lazy unless it is above the fold. */
export function Img({ image, className, eager = false }: { image: Image; className?: string; eager?: boolean }) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      {...(eager ? { fetchPriority: "high" as const } : {})}
    />
  );
}
