/**
 * A workspace as a marketer's would look after a few days, made through the public API with the
 * SDK (the browser tests and the screenshots start from it): two product photos, a campaign, two
 * preset runs, social accounts, and posts in every state the calendar shows.
 */
import { Contentforge, type Post } from '@contentforge/sdk';
import { bottleOnWhite, jarWithAlpha } from '../../../server/test/support/product-photos.js';

export interface SampleContent {
  cf: Contentforge;
  photos: { bottle: string; jar: string };
  campaignId: string;
  runs: { hero: string; lifestyle: string };
  accounts: { webhook: string; x: string; instagram: string };
  posts: { published: Post; scheduled: Post; planned: Post; draft: Post };
}

/** `days` from now at `hour`:`minute`, local time. */
export function dayAt(days: number, hour: number, minute = 0): Date {
  const d = new Date();
  d.setDate(d.getDate() + days);
  d.setHours(hour, minute, 0, 0);
  return d;
}

export async function seedSampleContent(
  baseUrl: string,
  owner: { token: string; accountId: string },
  agentToken: string,
  receiverUrl: string,
): Promise<SampleContent> {
  const cf = new Contentforge({ baseUrl, token: owner.token });
  const agent = new Contentforge({ baseUrl, token: agentToken });
  const bottle = await cf.upload(await bottleOnWhite(), {
    mimeType: 'image/jpeg',
    filename: 'serum-bottle.jpg',
  });
  const jar = await cf.upload(await jarWithAlpha(), { mimeType: 'image/png', filename: 'face-cream.png' });
  const campaign = await cf.campaigns.create({
    name: 'Spring launch',
    description: 'Glow serum and face cream, April',
  });
  const hero = await cf.generatePreset({
    presetId: 'product-hero-studio',
    subject: 'Lumen vitamin C glow serum, 30 ml amber glass',
    referenceImages: [bottle.url],
    campaignId: campaign.id,
    platform: 'instagram',
  });
  const lifestyle = await cf.generatePreset({
    presetId: 'ugc-lifestyle',
    subject: 'Lumen hydrating face cream jar',
    referenceImages: [jar.url],
    campaignId: campaign.id,
  });
  await cf.brand.set({
    name: 'Lumen Skincare',
    logo: { url: jar.url },
    colors: { primary: '#c2571f', accent: '#2a9d8f', background: '#f7efe6', text: '#2b1d14' },
    fonts: { heading: 'DM Serif Display', body: 'Inter' },
    voice: {
      tone: 'casual',
      description: 'Warm and plain-spoken, like a friend who knows skincare.',
      hashtags: ['#lumen'],
    },
  });
  const webhook = await cf.socialAccounts.create({
    platform: 'webhook',
    webhookUrl: receiverUrl,
    handle: 'shop-site',
  });
  const x = await agent.socialAccounts.create({ platform: 'x', handle: 'lumen' });
  const instagram = await agent.socialAccounts.create({ platform: 'instagram', handle: 'lumen.skin' });

  const heroImage = hero.outputs[0]!;
  const published = await cf.posts.create({
    caption: 'Glow serum is back 🌿 Vitamin C, amber glass, nothing else. Shop the restock today.',
    mediaIds: [heroImage.mediaId],
    socialAccountIds: [webhook.id],
    campaignId: campaign.id,
  });
  await cf.posts.publish(published.id);
  const scheduled = await cf.posts.create({
    caption: heroImage.caption ?? 'Morning routine, sorted. Lumen glow serum.',
    mediaIds: hero.outputs.slice(1, 3).map((o) => o.mediaId),
    socialAccountIds: [webhook.id],
    campaignId: campaign.id,
    altTexts: { [hero.outputs[1]!.mediaId]: 'An amber glass serum bottle on a soft studio sweep' },
  });
  await cf.posts.publish(scheduled.id, { scheduledAt: dayAt(2, 9, 30).toISOString() });
  const planned = await cf.posts.create({
    caption: lifestyle.outputs[0]?.caption ?? 'Hydration that lasts all day.',
    mediaIds: [lifestyle.outputs[0]!.mediaId],
    socialAccountIds: [instagram.id, x.id],
    scheduledAt: dayAt(4, 18, 0).toISOString(),
  });
  const draft = await cf.posts.create({
    caption: 'Behind the scenes: how we pour every jar by hand.',
    mediaIds: [],
    socialAccountIds: [x.id],
  });
  return {
    cf,
    photos: { bottle: bottle.id, jar: jar.id },
    campaignId: campaign.id,
    runs: { hero: hero.id, lifestyle: lifestyle.id },
    accounts: { webhook: webhook.id, x: x.id, instagram: instagram.id },
    posts: {
      published: await cf.posts.get(published.id),
      scheduled: await cf.posts.get(scheduled.id),
      planned,
      draft,
    },
  };
}
