/**
 * The words of the templates copy engine, kept as data: hooks, body sentences and calls to action
 * per tone and per preset style, and the hashtag pools. Each template is a function of the
 * subject's grammatical forms, so a slot can never be left unfilled in the output. Copy is written
 * in US English and makes no claim about the product that a template cannot know (no numbers,
 * ingredients or prices): the subject carries the specifics.
 */

import type { Line } from '../../../domain/copy/subject-phrase.js';
import { isPresetId, type PresetId } from '../../../domain/presets/preset-catalogue.js';
import type { Platform, Tone } from '../../../ports/copy-engine.js';

export type { Line };

/** A template that suits only some tones or platforms (all, when not said). */
export interface TemplateEntry {
  line: Line;
  tones?: readonly Tone[];
  platforms?: readonly Platform[];
}

/** The look a preset gives its images, which the copy echoes; `plain` without a preset. */
export type CopyStyle =
  | 'plain'
  | 'selfie-review'
  | 'unboxing'
  | 'lifestyle'
  | 'studio-hero'
  | 'colour-hero'
  | 'ugc-video'
  | 'product-video';

const STYLE_OF_PRESET: Readonly<Record<PresetId, CopyStyle>> = {
  'ugc-selfie-review': 'selfie-review',
  'ugc-unboxing': 'unboxing',
  'ugc-lifestyle': 'lifestyle',
  'product-hero-studio': 'studio-hero',
  'product-hero-color': 'colour-hero',
  'video-storyboard-ugc': 'ugc-video',
  'video-storyboard-product': 'product-video',
};

export function styleOfPreset(presetId: string | undefined): CopyStyle {
  return presetId !== undefined && isPresetId(presetId) ? STYLE_OF_PRESET[presetId] : 'plain';
}

export const HOOKS_BY_TONE: Readonly<Record<Tone, readonly Line[]>> = {
  casual: [
    (s) => `Okay, I get the hype around ${s.the} now.`,
    (s) => `New favorite unlocked: ${s.name}.`,
    (s) => `${s.Name}, where have you been all my life?`,
    (s) => `Quick one: ${s.name} ${s.verb('is', 'are')} kind of great.`,
    (s) => `Can we talk about ${s.name} for a sec?`,
    (s) => `Small thing, big difference: ${s.name}.`,
    (s) => `Didn't expect to love ${s.the} this much.`,
    (s) => `My new everyday pick? ${s.Name}.`,
    (s) => `Say hi to ${s.name}.`,
  ],
  professional: [
    (s) => `Introducing ${s.name}.`,
    (s) => `${s.Name}: designed to do the job, and do it well.`,
    (s) => `Meet ${s.name}: thoughtful design, real substance.`,
    (s) => `Quality you can see: ${s.name}.`,
    (s) => `Here's why ${s.name} ${s.verb('deserves', 'deserve')} a closer look.`,
    (s) => `A closer look at ${s.name}.`,
    (s) => `What sets ${s.name} apart? Let's take a look.`,
    (s) => `Less noise, more substance: ${s.name}.`,
    (s) => `Now available: ${s.name}.`,
  ],
  playful: [
    (s) => `Plot twist: ${s.name} just stole the show.`,
    (s) => `Warning: ${s.name} may cause extreme happiness.`,
    (s) => `POV: you just found ${s.name}.`,
    (s) => `${s.Name} said "main character energy" and meant it.`,
    (s) => `Roses are red, violets are blue, ${s.name} ${s.verb('is', 'are')} here for you.`,
    (s) => `Brb, obsessing over ${s.name}.`,
    (s) => `Is it just us, or ${s.verb('is', 'are')} ${s.name} kind of iconic?`,
    (s) => `This is your sign to try ${s.name}.`,
    (s) => `Cue the happy dance: ${s.name} ${s.verb('is', 'are')} here.`,
  ],
  luxury: [
    (s) => `${s.Name}. Quietly exceptional.`,
    (s) => `Crafted for those who notice the details: ${s.name}.`,
    (s) => `Indulgence, refined: ${s.name}.`,
    (s) => `Some things are worth savoring. ${s.Name} ${s.verb('is one', 'are some')} of them.`,
    (s) => `Effortless elegance, meet ${s.name}.`,
    (s) => `The art of less, perfected: ${s.name}.`,
    (s) => `Elevate the everyday with ${s.name}.`,
    (s) => `Understated. Considered. ${s.Name}.`,
  ],
  urgent: [
    (s) => `Last call for ${s.name}.`,
    (s) => `Don't sleep on ${s.name}.`,
    (s) => `Heads up: ${s.name} ${s.verb('is', 'are')} going fast.`,
    (s) => `Right now is the moment for ${s.name}.`,
    (s) => `If you've been waiting for ${s.name}, this is it.`,
    (s) => `Time is running out to get ${s.name}.`,
    (s) => `Quick, before ${s.itIs} gone: ${s.name}.`,
    (s) => `Don't miss out on ${s.name}.`,
  ],
};

const WARM: readonly Tone[] = ['casual', 'playful'];
const POLISHED: readonly Tone[] = ['professional', 'luxury'];

export const HOOKS_BY_STYLE: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    { line: (s) => `Honest review: ${s.name}.` },
    { line: (s) => `I tried ${s.name} so you don't have to.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Two weeks with ${s.name}. Here's my take.`, tones: ['casual', 'professional'] },
    { line: (s) => `Okay, real review time: ${s.name}.`, tones: WARM },
    { line: (s) => `Five stars? Let me tell you about ${s.name}.`, tones: WARM },
    { line: (s) => `My unfiltered thoughts on ${s.name}.`, tones: ['casual', 'professional', 'urgent'] },
    { line: (s) => `A considered review of ${s.name}.`, tones: POLISHED },
  ],
  unboxing: [
    { line: (s) => `Unboxing ${s.name} with you.` },
    { line: (s) => `Just arrived: ${s.name}.` },
    { line: (s) => `Happy mail day! ${s.Name} ${s.verb('is', 'are')} here.`, tones: WARM },
    { line: (s) => `Look what came in the mail: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `First look inside the box: ${s.name}.`, tones: [...POLISHED, 'urgent'] },
    { line: (s) => `The unboxing we've all been waiting for: ${s.name}.`, tones: ['playful', 'urgent'] },
    { line: (s) => `Unwrapping ${s.name}, slowly.`, tones: ['luxury'] },
  ],
  lifestyle: [
    { line: (s) => `A little everyday ritual with ${s.name}.`, tones: ['casual', 'luxury'] },
    { line: (s) => `Slow mornings, good light and ${s.name}.`, tones: [...WARM, 'luxury'] },
    { line: (s) => `${s.Name}, right where ${s.it} ${s.verb('belongs', 'belong')}.` },
    { line: (s) => `How ${s.name} ${s.verb('fits', 'fit')} into my day.`, tones: ['casual', 'professional'] },
    { line: (s) => `Everyday life, a little better with ${s.name}.` },
    { line: (s) => `Window light, a quiet table and ${s.name}.`, tones: ['casual', 'luxury'] },
  ],
  'studio-hero': [
    { line: (s) => `${s.Name}, in the spotlight.` },
    { line: (s) => `Every angle, every detail: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Clean lines. Pure focus. ${s.Name}.`, tones: POLISHED },
    { line: (s) => `Meet ${s.name}, center stage.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Designed to be seen: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Fresh from the studio: ${s.name}.` },
  ],
  'colour-hero': [
    { line: (s) => `Bold by design: ${s.name}.` },
    { line: (s) => `${s.Name}, in full color.` },
    { line: (s) => `Color-blocked and ready: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Turn up the color with ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Making a statement: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Impossible to scroll past: ${s.name}.`, tones: ['playful', 'urgent'] },
  ],
  'ugc-video': [
    { line: (s) => `Watch this before you buy ${s.name}.`, tones: ['casual', 'urgent', 'professional'] },
    { line: (s) => `I filmed my honest take on ${s.name}.`, tones: ['casual', 'professional'] },
    { line: (s) => `Wait for the reveal: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `Give me 20 seconds to sell you on ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `The problem, and the fix: ${s.name}.`, tones: ['professional'] },
    { line: (s) => `My real-life test of ${s.name}, on camera.` },
  ],
  'product-video': [
    { line: (s) => `${s.Name}, in motion.` },
    { line: (s) => `Watch ${s.name} come to life.` },
    { line: (s) => `Every detail of ${s.name}, in one short film.`, tones: POLISHED },
    { line: (s) => `Sound on for ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `A first look at ${s.name}, frame by frame.`, tones: POLISHED },
    { line: (s) => `Blink and you'll miss it: ${s.name}.`, tones: ['playful', 'urgent'] },
  ],
};

export const BODY_BY_TONE: Readonly<Record<Tone, readonly Line[]>> = {
  casual: [
    (s) => `I reach for ${s.them} without even thinking now.`,
    () => 'Simple, easy and honestly just nice to have around.',
    () => 'No fuss, no complicated steps, just something that works.',
    () => 'The kind of thing you end up recommending to everyone.',
    (s) => `${s.It} ${s.verb('fits', 'fit')} right into a normal, busy day.`,
    () => 'Turns out the little upgrades really do add up.',
    (s) => `I didn't know I needed ${s.them} until now.`,
  ],
  professional: [
    () => 'Thoughtfully designed, carefully made and built around what people actually need.',
    () => 'Every detail has been considered, so you can focus on what matters.',
    (s) => `${s.It} ${s.verb('delivers', 'deliver')} consistent quality you can rely on, day after day.`,
    () => "Made for people who value quality and don't have time for compromises.",
    () => 'Reliable, considered and ready when you are.',
    () => 'A smart choice for anyone who expects more from the things they use.',
    () => 'Clear benefits, no gimmicks.',
  ],
  playful: [
    (s) => `Side effects include recommending ${s.them} to total strangers.`,
    () => 'Your future self is already saying thank you.',
    () => 'Ten out of ten, would obsess again.',
    () => "It's giving upgrade, and we're here for it.",
    () => 'Serotonin boost? Check.',
    () => 'Zero regrets, maximum good vibes.',
    () => 'Cute, clever and just a little bit addictive.',
  ],
  luxury: [
    () => 'Every detail considered, every finish deliberate.',
    () => 'Made for the moments that deserve a little more.',
    () => "Quiet confidence, with nothing that doesn't need to be there.",
    () => "An indulgence you'll return to again and again.",
    () => 'Because the everyday deserves to feel extraordinary.',
    () => 'Timeless, considered and entirely yours.',
    () => 'Craft you can feel from the very first moment.',
  ],
  urgent: [
    () => "Demand is high, and this won't last forever.",
    (s) => `The best time to try ${s.them} is right now.`,
    (s) => `Once ${s.itIs} gone, ${s.itIs} gone.`,
    () => "Don't wait until everyone else beats you to it.",
    (s) => `Everyone's talking about ${s.them}, and for good reason.`,
    () => "This is your moment, so don't let it slip.",
    () => "Miss this and you'll be waiting a while for the next chance.",
  ],
};

export const BODY_BY_STYLE: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    { line: (s) => `I've been using ${s.them} every day, and ${s.itHas} earned a permanent spot.` },
    { line: () => 'Honest verdict: five stars from me, no notes.', tones: WARM },
    { line: (s) => `What I liked most? ${s.It} just ${s.verb('works', 'work')}, every single time.` },
    { line: (s) => `After a proper test, I'd happily buy ${s.them} again.` },
    { line: () => 'My verdict after real-world use: worth every penny.', tones: [...POLISHED, 'urgent'] },
  ],
  unboxing: [
    { line: () => 'The packaging alone made my day.', tones: WARM },
    { line: () => 'Beautifully packed, and even better in person.' },
    {
      line: () => 'Everything you need is right there in the box.',
      tones: ['professional', 'urgent', 'casual'],
    },
    { line: () => 'That first look out of the box? Worth the wait.' },
    { line: (s) => `Unwrapping ${s.them} felt like opening a gift.`, tones: ['luxury', ...WARM] },
  ],
  lifestyle: [
    {
      line: (s) =>
        `${s.It} ${s.verb('fits', 'fit')} naturally into everyday life, from slow mornings to busy afternoons.`,
    },
    { line: () => 'Good light, a clear table and the simple things done well.' },
    { line: () => 'Made to live out in the open, not tucked away in a drawer.' },
    { line: () => 'The small rituals are what make a day feel like yours.', tones: [...WARM, 'luxury'] },
    { line: () => 'Made for real homes and real routines.', tones: ['casual', 'professional', 'urgent'] },
  ],
  'studio-hero': [
    { line: (s) => `Clean, simple and made to stand out on ${s.its} own.` },
    { line: () => 'Every curve and finish is there to be noticed.', tones: POLISHED },
    { line: () => 'Look closer: the details are the whole story.' },
    { line: () => 'Pure form, no distractions.' },
    { line: () => 'Designed with intent, down to the last detail.', tones: POLISHED },
  ],
  'colour-hero': [
    { line: () => 'Bold color, bolder attitude.', tones: [...WARM, 'urgent'] },
    { line: () => 'Made to stand out in any feed, and in real life.' },
    { line: () => 'A pop of color that makes everything around it look better.' },
    { line: () => 'Confident, bright and impossible to ignore.' },
  ],
  'ugc-video': [
    { line: (s) => `Watch the full video to see how ${s.it} really ${s.verb('performs', 'perform')}.` },
    { line: () => 'No filters, no script, just a real test on camera.', tones: [...WARM, 'professional'] },
    { line: () => 'The before and after speaks for itself.' },
    { line: () => "Stick around for the end; that's the best part.", tones: [...WARM, 'urgent'] },
  ],
  'product-video': [
    { line: (s) => `A short film about the details that make ${s.them} special.` },
    { line: () => 'See every angle and every finish, in motion.' },
    { line: () => 'Press play for the full reveal.', tones: [...WARM, 'urgent'] },
    { line: () => 'Shot up close, so you can see what makes the difference.', tones: POLISHED },
  ],
};

/** Platforms where "link in bio" is how people find a link. */
const BIO_LINK: readonly Platform[] = ['instagram', 'tiktok'];
/** Platforms whose readers tag friends under a post. */
const TAGGING: readonly Platform[] = ['instagram', 'facebook', 'tiktok', 'threads'];
const SAVING: readonly Platform[] = ['instagram', 'tiktok', 'pinterest'];

export const CTAS_BY_TONE: Readonly<Record<Tone, readonly TemplateEntry[]>> = {
  casual: [
    { line: (s) => `Would you try ${s.them}? Tell me below.` },
    { line: (s) => `Link in bio if you want to try ${s.them}.`, platforms: BIO_LINK },
    { line: () => 'Save this for later.', platforms: SAVING },
    { line: () => 'Tag a friend who needs this.', platforms: TAGGING },
    { line: (s) => `Give ${s.them} a try and let me know what you think.` },
    { line: () => 'Worth a try. Trust me.' },
    { line: (s) => `Share this with someone who'd love ${s.them}.` },
  ],
  professional: [
    { line: () => 'Learn more at the link in our bio.', platforms: BIO_LINK },
    { line: () => 'Find out more today.' },
    { line: () => 'Get in touch to learn more.' },
    {
      line: () => 'Share your thoughts in the comments.',
      platforms: ['linkedin', 'facebook', 'instagram', 'tiktok'],
    },
    { line: () => 'What would you like to see next? Let us know.' },
    { line: (s) => `Discover ${s.the} today.` },
    { line: () => 'Follow for more updates.' },
  ],
  playful: [
    { line: () => "Double tap if you're obsessed.", platforms: ['instagram'] },
    { line: () => 'Go on, treat yourself.' },
    { line: () => 'Tag someone who needs this in their life.', platforms: TAGGING },
    { line: (s) => `Drop a 🔥 if you'd try ${s.them}.` },
    { line: () => 'Add to cart, thank us later.' },
    { line: () => 'You know you want to.' },
    { line: () => 'Pin it now, thank yourself later.', platforms: ['pinterest'] },
  ],
  luxury: [
    { line: (s) => `Discover ${s.the}.` },
    { line: () => 'Yours to discover, at the link in bio.', platforms: BIO_LINK },
    { line: (s) => `Experience ${s.them} for yourself.` },
    { line: () => 'Treat yourself to something exceptional.' },
    { line: () => 'Reserve yours today.' },
    { line: () => "Indulge. You've earned it." },
    { line: () => 'Save this for your next indulgence.', platforms: ['pinterest', 'instagram'] },
  ],
  urgent: [
    { line: (s) => `Shop now before ${s.itIs} gone.` },
    { line: () => 'Grab yours today.' },
    { line: () => "Don't wait. Get yours now." },
    { line: () => 'Tap the link in bio now.', platforms: BIO_LINK },
    { line: () => 'Order now and thank yourself later.' },
    { line: () => "Set a reminder so you don't miss out." },
    { line: () => "Act fast. This won't last." },
  ],
};

/** Calls to action in a platform's own idiom, offered alongside the tone's. */
export const CTAS_BY_PLATFORM: Readonly<Partial<Record<Platform, readonly TemplateEntry[]>>> = {
  linkedin: [
    { line: () => "What do you think? I'd love to hear your perspective in the comments." },
    { line: () => 'Follow for more product news, and share this with your team.', tones: ['professional'] },
  ],
  pinterest: [{ line: () => 'Save this Pin for later.' }, { line: () => 'Pin it for your next idea board.' }],
  x: [{ line: () => 'Reply with your take.' }],
  bluesky: [{ line: () => 'Thoughts? Reply below.' }],
  threads: [{ line: () => 'Tell me in the replies.' }],
};

export const HASHTAGS_BY_STYLE: Readonly<Record<CopyStyle, readonly string[]>> = {
  plain: [],
  'selfie-review': ['honestreview', 'productreview', 'ugc', 'triedandtested'],
  unboxing: ['unboxing', 'justarrived', 'newin', 'happymail'],
  lifestyle: ['everydayessentials', 'slowliving', 'dailyritual', 'homeinspo'],
  'studio-hero': ['newrelease', 'designdetails', 'productdesign', 'minimal'],
  'colour-hero': ['colorpop', 'boldcolor', 'newdrop', 'colorblock'],
  'ugc-video': ['ugc', 'honestreview', 'watchthis', 'realreview'],
  'product-video': ['productlaunch', 'firstlook', 'newdrop', 'comingsoon'],
};

export const HASHTAGS_BY_TONE: Readonly<Record<Tone, readonly string[]>> = {
  casual: ['everyday', 'favorites', 'musthave'],
  professional: ['innovation', 'quality', 'design'],
  playful: ['obsessed', 'treatyourself', 'goodvibes'],
  luxury: ['luxury', 'finerthings', 'timeless'],
  urgent: ['lastchance', 'shopnow', 'limitedtime'],
};

export const HASHTAGS_BY_PLATFORM: Readonly<Partial<Record<Platform, readonly string[]>>> = {
  instagram: ['instagood', 'shopsmall'],
  tiktok: ['tiktokmademebuyit', 'fyp'],
  linkedin: ['productlaunch', 'business'],
  pinterest: ['inspiration', 'ideas'],
};

/** Filler when a subject gives few words and a platform expects many tags (Instagram). */
export const GENERAL_HASHTAGS: readonly string[] = [
  'newarrival',
  'giftideas',
  'shoponline',
  'newin',
  'trending',
  'smallbusiness',
  'musthave',
  'wishlist',
];
