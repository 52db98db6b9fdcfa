import { Anchor } from '@mantine/core';
import { youtubeVideoId } from '@pokered/core/youtube';
import { useEffect, useRef, useState } from 'react';
import { external } from '../../urls';
import classes from './YouTubeEmbed.module.css';

export interface YouTubeEmbedProps {
  url: string;
  /** Names the video for the button and the player, e.g. '2024 spotlight video 1'. */
  title: string;
}

/**
 * A YouTube player that loads nothing from YouTube but a thumbnail until played: a real button first,
 * then the privacy-enhanced (no-cookie) player, autoplaying, focused so keyboard users land in it.
 * A URL that is not a YouTube video is shown as a plain link.
 */
export function YouTubeEmbed({ url, title }: YouTubeEmbedProps) {
  const id = youtubeVideoId(url);
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  if (id === null) {
    return (
      <Anchor href={url} target="_blank" rel="noopener noreferrer">
        Watch {title}
      </Anchor>
    );
  }

  return (
    <div className={classes.frame}>
      {playing ? (
        <iframe
          ref={player}
          className={classes.player}
          src={external.youtubeEmbed(id)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          className={classes.poster}
          onClick={() => {
            setPlaying(true);
          }}
        >
          <img
            className={classes.thumbnail}
            src={external.youtubeThumbnail(id)}
            alt=""
            loading="lazy"
            decoding="async"
          />
          <svg className={classes.playIcon} viewBox="0 0 68 48" aria-hidden="true" focusable="false">
            <path
              d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3z"
              fill="#212121"
              fillOpacity="0.85"
            />
            <path d="M45 24 27 14v20z" fill="#fff" />
          </svg>
          <span className="visually-hidden">Play video: {title}</span>
        </button>
      )}
    </div>
  );
}
