/** How the post will look on each platform it goes to, with its replies under it. */
import { Tabs } from 'radix-ui';
import { type PlatformId, PlatformMark } from '../../ui/platform-mark.js';
import { PlatformPreview } from './platform-preview.js';
import type { RepliesAs } from './platforms.js';
import { type ReplyDraft, ReplyPreview } from './reply-preview.js';

/** The post on each platform it goes to, one tab each, with its replies under it when given. */
export function PreviewTabs({
  platforms,
  name,
  handleOf,
  textFor,
  images,
  replies = [],
  repliesAs,
}: {
  platforms: readonly PlatformId[];
  name: (platform: PlatformId) => string;
  handleOf: (platform: PlatformId) => string;
  textFor: (platform: PlatformId) => string;
  images: React.ComponentProps<typeof PlatformPreview>['images'];
  /** The replies' texts, in order, and how each platform publishes them. */
  replies?: readonly ReplyDraft[];
  repliesAs?: (platform: PlatformId) => RepliesAs;
}) {
  return (
    <Tabs.Root defaultValue={platforms[0]} key={platforms.join()}>
      <Tabs.List className="tabs" aria-label="Preview on">
        {platforms.map((p) => (
          <Tabs.Trigger key={p} value={p} className="tab">
            <PlatformMark platform={p} size="small" /> {name(p)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {platforms.map((p) => (
        <Tabs.Content key={p} value={p} className="tab-panel">
          <PlatformPreview
            platform={p}
            name={name(p)}
            handle={handleOf(p)}
            text={textFor(p)}
            images={images}
          />
          {repliesAs && (
            <ReplyPreview
              platform={p}
              name={name(p)}
              handle={handleOf(p)}
              as={repliesAs(p)}
              replies={replies}
            />
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

export function ComposePreview({
  platforms,
  name,
  handleOf,
  textFor,
  images,
  replies,
  repliesAs,
}: {
  platforms: readonly PlatformId[];
  name: (platform: PlatformId) => string;
  handleOf: (platform: PlatformId) => string;
  textFor: (platform: PlatformId) => string;
  images: React.ComponentProps<typeof PlatformPreview>['images'];
  /** The replies' texts, in order, and how each platform publishes them. */
  replies: readonly ReplyDraft[];
  repliesAs: (platform: PlatformId) => RepliesAs;
}) {
  return (
    <section className="card stack" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Preview</h2>
      {platforms.length === 0 ? (
        <p className="muted">Pick where it goes to see how it will look there.</p>
      ) : (
        <PreviewTabs
          platforms={platforms}
          name={name}
          handleOf={handleOf}
          textFor={textFor}
          images={images}
          replies={replies}
          repliesAs={repliesAs}
        />
      )}
    </section>
  );
}
