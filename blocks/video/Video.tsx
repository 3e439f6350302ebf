import { useEffect, useRef, useState } from "react";
import type { VideoBlock } from "../../schema/generated/page.ts";
import { Actions } from "../../renderer/ui/Action.tsx";
import { Icon } from "../../renderer/ui/Icon.tsx";
import { Img } from "../../renderer/ui/Img.tsx";
import { RichText } from "../../renderer/ui/RichText.tsx";
import { Section } from "../../renderer/ui/Section.tsx";
import styles from "./video.module.css";

/** The embed address; youtube-nocookie sets no tracking cookies, and autoplay saves the visitor a second click. */
export function embedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&rel=0`;
}

type FacadeProps = Pick<VideoBlock, "youtubeId" | "videoTitle" | "poster" | "playLabel">;

/** The poster and play button; the YouTube player (and its scripts and cookies) only exists after the click. */
function Facade({ youtubeId, videoTitle, poster, playLabel }: FacadeProps) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  // The button that had focus disappears with the click; hand focus to the player so keyboard users are not lost.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  return (
    <div className={styles.frame}>
      {playing ? (
        <iframe
          ref={player}
          src={embedUrl(youtubeId)}
          title={videoTitle}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          loading="lazy"
        />
      ) : (
        <>
          <Img image={poster} className={styles.poster} />
          <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
            <span className={styles.playIcon} aria-hidden="true">
              <Icon name="play" size={32} strokeWidth={2} filled />
            </span>
            <span className={styles.playLabel}>{playLabel}</span>
          </button>
        </>
      )}
    </div>
  );
}

/** A click-to-load YouTube video, with its copy beside it (when there is text) or a centered title above it. */
export function Video({ block }: { block: VideoBlock }) {
  const facade = (
    <Facade
      youtubeId={block.youtubeId}
      videoTitle={block.videoTitle}
      poster={block.poster}
      playLabel={block.playLabel}
    />
  );
  if (!block.text) {
    return (
      <Section block="video" id={block.id} eyebrow={block.eyebrow} title={block.title}>
        <div className={styles.centered}>
          {facade}
          <Actions actions={block.actions} className={styles.centeredActions} />
        </div>
      </Section>
    );
  }
  return (
    <Section block="video" id={block.id}>
      <div className={styles.columns}>
        <div className={styles.copy}>
          {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
          {block.title && (
            <h2 className={styles.title}>
              <RichText text={block.title} />
            </h2>
          )}
          <p className={styles.text}>
            <RichText text={block.text} />
          </p>
          <Actions actions={block.actions} />
        </div>
        {facade}
      </div>
    </Section>
  );
}
