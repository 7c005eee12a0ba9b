/**
 * A platform's mark: its colour and a letter, drawn by the app (no brand artwork is bundled). It is
 * decoration beside the platform's name, which is always written out.
 */
import type { SocialAccount } from '@contentforge/sdk';
import { Webhook } from 'lucide-react';

export type PlatformId = SocialAccount['platform'];

const MARKS: Record<PlatformId, { glyph: string; color: string }> = {
  x: { glyph: 'X', color: '#111111' },
  instagram: { glyph: 'IG', color: '#b1306f' },
  tiktok: { glyph: 'TT', color: '#111111' },
  linkedin: { glyph: 'in', color: '#0a5cb0' },
  facebook: { glyph: 'f', color: '#1459c4' },
  threads: { glyph: '@', color: '#111111' },
  pinterest: { glyph: 'P', color: '#b8001c' },
  bluesky: { glyph: 'B', color: '#0a5fc9' },
  mastodon: { glyph: 'M', color: '#5235c5' },
  webhook: { glyph: '', color: '#4b5063' },
};

export function PlatformMark({
  platform,
  size = 'medium',
}: {
  platform: PlatformId;
  size?: 'small' | 'medium' | 'large';
}) {
  const mark = MARKS[platform];
  return (
    <span className={`platform-mark ${size}`} style={{ background: mark.color }} aria-hidden>
      {platform === 'webhook' ? <Webhook /> : mark.glyph}
    </span>
  );
}
