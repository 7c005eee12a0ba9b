/**
 * How a post will look on a platform, roughly as its feed shows it: where the text sits, where the
 * feed cuts it off ("… more"), how several images are laid out. A guide for the eye, not a
 * pixel copy of any app.
 */
import { type PlatformSpec, platformSpec } from '@contentforge/platforms';
import type { MediaItem } from '@contentforge/sdk';
import { Bookmark, Globe, Heart, MessageCircle, Repeat2, Send, Share, ThumbsUp } from 'lucide-react';
import type { PlatformId } from '../../ui/platform-mark.js';

export interface PreviewImage {
  item: MediaItem;
  alt: string;
}

function Folded({ text, at }: { text: string; at: number | undefined }) {
  const graphemes = [...new Intl.Segmenter().segment(text)].map((s) => s.segment);
  if (at === undefined || graphemes.length <= at) return <>{text}</>;
  return (
    <>
      {graphemes.slice(0, at).join('').trimEnd()}
      <span className="fold">… more</span>
    </>
  );
}

function Images({ images, layout }: { images: PreviewImage[]; layout: 'grid' | 'carousel' | 'stack' }) {
  if (images.length === 0) return null;
  if (layout === 'carousel') {
    const first = images[0]!;
    const ratio = Math.min(Math.max(first.item.width / first.item.height, 0.8), 1.91);
    return (
      <div className="pv-carousel">
        <img src={first.item.thumbnailUrl} alt={first.alt} style={{ aspectRatio: String(ratio) }} />
        {images.length > 1 && (
          <div className="pv-dots" role="img" aria-label={`${images.length} images, swiped through`}>
            {images.map((image, i) => (
              <span key={image.item.id} className={i === 0 ? 'on' : undefined} />
            ))}
          </div>
        )}
      </div>
    );
  }
  const shown = layout === 'grid' ? images.slice(0, 4) : images;
  return (
    <div className={`pv-images ${layout} n${Math.min(shown.length, 4)}`}>
      {shown.map((image) => (
        <img key={image.item.id} src={image.item.thumbnailUrl} alt={image.alt} />
      ))}
    </div>
  );
}

export function PlatformPreview({
  platform,
  name,
  handle,
  text,
  images,
}: {
  platform: PlatformId;
  name: string;
  handle: string;
  text: string;
  images: PreviewImage[];
}) {
  const avatar = (
    <span className="pv-avatar" aria-hidden>
      {handle.replace(/^@/, '').slice(0, 1).toUpperCase()}
    </span>
  );
  const spec: PlatformSpec = platformSpec(platform);
  // Where the platform's feed folds a long text (before "… more").
  const at = spec.feedFold;
  if (platform === 'instagram') {
    return (
      <article className="pv pv-instagram" aria-label={`Preview on ${name}`}>
        <header className="pv-head">
          {avatar}
          <strong>{handle}</strong>
        </header>
        <Images images={images} layout="carousel" />
        <div className="pv-actions" aria-hidden>
          <Heart />
          <MessageCircle />
          <Send />
          <Bookmark className="end" />
        </div>
        <p className="pv-text">
          <strong>{handle}</strong> <Folded text={text} at={at} />
        </p>
      </article>
    );
  }
  if (platform === 'linkedin' || platform === 'facebook') {
    return (
      <article className={`pv pv-${platform}`} aria-label={`Preview on ${name}`}>
        <header className="pv-head">
          {avatar}
          <div>
            <strong>{handle}</strong>
            <span className="pv-sub">
              Now · <Globe aria-hidden />
            </span>
          </div>
        </header>
        <p className="pv-text">
          <Folded text={text} at={at} />
        </p>
        <Images images={images} layout="stack" />
        <div className="pv-actions wide" aria-hidden>
          <ThumbsUp /> <MessageCircle /> <Share />
        </div>
      </article>
    );
  }
  if (platform === 'pinterest') {
    return (
      <article className="pv pv-pinterest" aria-label={`Preview on ${name}`}>
        <Images images={images} layout="carousel" />
        <p className="pv-text">
          <Folded text={text} at={at} />
        </p>
        <footer className="pv-head">
          {avatar}
          <strong>{handle}</strong>
        </footer>
      </article>
    );
  }
  if (platform === 'tiktok') {
    const first = images[0];
    return (
      <article className="pv pv-tiktok" aria-label={`Preview on ${name}`}>
        {first && <img src={first.item.thumbnailUrl} alt={first.alt} />}
        <div className="pv-overlay">
          <strong>@{handle.replace(/^@/, '')}</strong>
          <p>
            <Folded text={text} at={at} />
          </p>
          {images.length > 1 && <span className="pv-sub">1 / {images.length} photos</span>}
        </div>
      </article>
    );
  }
  if (platform === 'webhook') {
    // A site of your own shows it as it likes: the caption and the images, as they are sent.
    return (
      <article className="pv pv-webhook" aria-label={`Preview on ${name}`}>
        <header className="pv-head">
          {avatar}
          <div>
            <strong>{handle}</strong>
            <span className="pv-sub">Sent to your site as signed JSON</span>
          </div>
        </header>
        <p className="pv-text">{text}</p>
        <Images images={images} layout="stack" />
      </article>
    );
  }
  // X, Threads, Bluesky, Mastodon: text first, then a grid of up to four images.
  return (
    <article className={`pv pv-${platform} pv-stream`} aria-label={`Preview on ${name}`}>
      {avatar}
      <div className="pv-main">
        <header>
          <strong>{handle.replace(/^@/, '').split('@')[0]}</strong>{' '}
          <span className="pv-sub">@{handle.replace(/^@/, '')} · now</span>
        </header>
        <p className="pv-text">
          <Folded text={text} at={at} />
        </p>
        <Images images={images} layout="grid" />
        <div className="pv-actions" aria-hidden>
          <MessageCircle /> <Repeat2 /> <Heart /> <Share />
        </div>
      </div>
    </article>
  );
}
