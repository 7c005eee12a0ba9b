/**
 * English (US): every word the service writes in English, for review in one place. Copy makes no
 * claim a template cannot know (no numbers, ingredients or prices) and none the caller did not
 * vouch for (no rating, review, newness, offer, scarcity or popularity: those are in `claims` and
 * used only with the matching claim).
 */

import type { Platform, Tone } from '../../../ports/copy-engine.js';
import type { ProductCategory } from '../../products/product-categories.js';
import { claimText } from '../claims.js';
import { CONNECTIVES, englishNameAgain, looksPlural } from '../subject-phrase.js';
import type {
  BeatTemplates,
  ClaimSceneWords,
  CopyStyle,
  LanguagePack,
  Line,
  TemplateEntry,
} from './language-pack.js';

const WARM: readonly Tone[] = ['casual', 'playful'];
const POLISHED: readonly Tone[] = ['professional', 'luxury'];

/** Platforms where "link in bio" is how people find a link. */
const BIO_LINK: readonly Platform[] = ['instagram', 'tiktok'];
/** Platforms whose readers tag friends under a post. */
const TAGGING: readonly Platform[] = ['instagram', 'facebook', 'tiktok', 'threads'];
const SAVING: readonly Platform[] = ['instagram', 'tiktok', 'pinterest'];

const HOOKS: Readonly<Record<Tone, readonly Line[]>> = {
  casual: [
    (s) => `${s.Name}, where have you been all my life?`,
    (s) => `Adding ${s.the} to my everyday lineup.`,
    (s) => `Can we talk about ${s.the} for a sec?`,
    (s) => `Small thing, big difference: ${s.name}.`,
    (s) => `Didn't expect to love ${s.the} this much.`,
    (s) => `My new everyday pick? ${s.Name}.`,
    (s) => `Say hi to ${s.the}.`,
  ],
  professional: [
    (s) => `${s.Name}: designed to do the job, and do it well.`,
    (s) => `Meet ${s.the}: thoughtful design, real substance.`,
    (s) => `Quality you can see: ${s.name}.`,
    (s) => `Designed with purpose: ${s.name}.`,
    (s) => `A closer look at ${s.name}.`,
    (s) => `What sets ${s.name} apart? Let's take a look.`,
    (s) => `Less noise, more substance: ${s.name}.`,
  ],
  playful: [
    (s) => `Plot twist: ${s.name} just stole the show.`,
    (s) => `Warning: ${s.name} may cause extreme happiness.`,
    (s) => `POV: you just found ${s.name}.`,
    (s) => `${s.Name} said "main character energy" and meant it.`,
    (s) => `Roses are red, violets are blue, ${s.name} ${s.verb('is', 'are')} here for you.`,
    (s) => `Brb, obsessing over ${s.name}.`,
    (s) => `Is it just us, or ${s.verb('is', 'are')} ${s.the} kind of iconic?`,
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
    (s) => `Elevate the everyday with ${s.the}.`,
    (s) => `Understated. Considered. ${s.Name}.`,
  ],
  urgent: [
    (s) => `Today's the day to try ${s.name}.`,
    (s) => `Stop scrolling: ${s.name} ${s.verb('is', 'are')} worth a look.`,
    (s) => `Ready when you are: ${s.name}.`,
    (s) => `Right now is the moment for ${s.name}.`,
    (s) => `If you've been waiting for ${s.name}, this is it.`,
  ],
};

const STYLE_HOOKS: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    { line: (s) => `Trying ${s.the} this week.` },
    { line: (s) => `First impressions of ${s.name}.`, tones: ['casual', 'professional', 'urgent'] },
    { line: (s) => `Taking a closer look at ${s.name}.`, tones: POLISHED },
    { line: (s) => `My unfiltered thoughts on ${s.name}.`, tones: ['casual', 'professional', 'urgent'] },
  ],
  unboxing: [
    { line: (s) => `Unboxing ${s.name} with you.` },
    { line: (s) => `Just arrived: ${s.name}.` },
    { line: (s) => `Happy mail day! ${s.Name} ${s.verb('is', 'are')} here.`, tones: WARM },
    { line: (s) => `Look what came in the mail: ${s.name}.`, tones: [...WARM, 'urgent'] },
    { line: (s) => `First look inside the box: ${s.name}.`, tones: [...POLISHED, 'urgent'] },
    { line: (s) => `Unwrapping ${s.name}, slowly.`, tones: ['luxury'] },
  ],
  lifestyle: [
    { line: (s) => `A little everyday ritual with ${s.the}.`, tones: ['casual', 'luxury'] },
    { line: (s) => `Slow mornings, good light and ${s.name}.`, tones: [...WARM, 'luxury'] },
    { line: (s) => `${s.Name}, right where ${s.it} ${s.verb('belongs', 'belong')}.` },
    { line: (s) => `How ${s.name} ${s.verb('fits', 'fit')} into my day.`, tones: ['casual', 'professional'] },
    { line: (s) => `Everyday life, a little better with ${s.the}.` },
    { line: (s) => `Window light, a quiet table and ${s.name}.`, tones: ['casual', 'luxury'] },
  ],
  'studio-hero': [
    { line: (s) => `${s.Name}, in the spotlight.` },
    { line: (s) => `Every angle, every detail: ${s.name}.`, tones: POLISHED },
    { line: (s) => `Clean lines. Pure focus. ${s.Name}.`, tones: POLISHED },
    { line: (s) => `Meet ${s.the}, center stage.`, tones: [...WARM, 'urgent'] },
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

const TONE_BODIES: Readonly<Record<Tone, readonly Line[]>> = {
  casual: [
    (s) => `I reach for ${s.them} without even thinking now.`,
    () => 'Simple, easy and honestly just nice to have around.',
    () => 'No fuss, no complicated steps, just something that works.',
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
    (s) => `The best time to try ${s.them} is right now.`,
    () => "This is your moment, so don't let it slip.",
    () => 'Energy up, excuses down.',
    (s) => `${s.It} ${s.verb('is', 'are')} ready when you are.`,
  ],
};

const STYLE_BODIES: Readonly<Record<CopyStyle, readonly TemplateEntry[]>> = {
  plain: [],
  'selfie-review': [
    { line: (s) => `What I liked most? ${s.It} just ${s.verb('works', 'work')}, every single time.` },
  ],
  unboxing: [
    { line: (s) => `Opening ${s.verb('this one', 'these')} up felt like a little event.`, tones: WARM },
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
    { line: (s) => `Watch the full video to see ${s.the} in action.` },
    { line: () => 'No filters, no script, just a first try on camera.', tones: [...WARM, 'professional'] },
    { line: (s) => `Watch ${s.them} in real use, start to finish.` },
    { line: () => "Stick around for the end; that's the best part.", tones: [...WARM, 'urgent'] },
  ],
  'product-video': [
    { line: (s) => `A short film about the details that make ${s.them} special.` },
    { line: () => 'See every angle and every finish, in motion.' },
    { line: () => 'Press play for the full reveal.', tones: [...WARM, 'urgent'] },
    { line: () => 'Shot up close, so you can see what makes the difference.', tones: POLISHED },
  ],
};

const CTAS: Readonly<Record<Tone, readonly TemplateEntry[]>> = {
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
    { line: (s) => `Make ${s.the} part of your ritual.` },
    { line: (s) => `Experience ${s.them} for yourself.` },
    { line: () => 'Treat yourself to something exceptional.' },
    { line: () => "Indulge. You've earned it." },
    { line: () => 'Save this for your next indulgence.', platforms: ['pinterest', 'instagram'] },
  ],
  urgent: [
    { line: () => 'Grab yours today.' },
    { line: () => "Don't wait. Get yours now." },
    { line: () => 'Tap the link in bio now.', platforms: BIO_LINK },
    { line: () => 'Order now and thank yourself later.' },
    { line: (s) => `Make ${s.them} yours today.` },
  ],
};

const PLATFORM_CTAS: Readonly<Partial<Record<Platform, readonly TemplateEntry[]>>> = {
  linkedin: [
    { line: () => "What do you think? I'd love to hear your perspective in the comments." },
    { line: () => 'Follow for more product news, and share this with your team.', tones: ['professional'] },
  ],
  pinterest: [{ line: () => 'Save this Pin for later.' }, { line: () => 'Pin it for your next idea board.' }],
  x: [{ line: () => 'Reply with your take.' }],
  bluesky: [{ line: () => 'Thoughts? Reply below.' }],
  threads: [{ line: () => 'Tell me in the replies.' }],
};

const STYLE_TAGS: Readonly<Record<CopyStyle, readonly string[]>> = {
  plain: [],
  'selfie-review': ['ugc', 'firstimpressions', 'tryingitout'],
  unboxing: ['unboxing', 'justarrived', 'happymail'],
  lifestyle: ['everydayessentials', 'slowliving', 'dailyritual'],
  'studio-hero': ['designdetails', 'productdesign', 'minimal'],
  'colour-hero': ['colorpop', 'boldcolor', 'colorblock'],
  'ugc-video': ['ugc', 'watchthis', 'firstimpressions'],
  'product-video': ['productfilm', 'firstlook', 'inmotion'],
};

const TONE_TAGS: Readonly<Record<Tone, readonly string[]>> = {
  casual: ['everyday', 'favorites', 'musthave'],
  professional: ['innovation', 'quality', 'design'],
  playful: ['obsessed', 'treatyourself', 'goodvibes'],
  luxury: ['luxury', 'finerthings', 'timeless'],
  urgent: ['shopnow', 'dontwait', 'treatyourself'],
};

const PLATFORM_TAGS: Readonly<Partial<Record<Platform, readonly string[]>>> = {
  instagram: ['instagood'],
  tiktok: ['fyp'],
  linkedin: ['business', 'productdesign'],
  pinterest: ['inspiration', 'ideas'],
};

/** More lines every tone can use, so that no customer's feed repeats itself. */
const EXTRA_HOOKS: Readonly<Record<Tone, readonly Line[]>> = {
  casual: [
    (s) => `A quick note on ${s.the}.`,
    (s) => `Here's what I like about ${s.the}.`,
    (s) => `${s.This} ${s.verb('has', 'have')} earned a spot on my list.`,
    (s) => `Let me show you ${s.the}.`,
    (s) => `Today's pick: ${s.name}.`,
    (s) => `Something good for your week: ${s.name}.`,
    (s) => `A closer look at ${s.the}, as promised.`,
  ],
  professional: [
    (s) => `Built around what matters: ${s.name}.`,
    (s) => `The details behind ${s.the}.`,
    (s) => `Three reasons to look at ${s.the}.`,
    (s) => `Quality, made simple: ${s.name}.`,
  ],
  playful: [
    (s) => `Not to be dramatic, but ${s.the} ${s.verb('is', 'are')} a whole mood.`,
    (s) => `Current obsession: ${s.name}.`,
    (s) => `Adding ${s.the} to the list of things that spark joy.`,
  ],
  luxury: [(s) => `${s.Name}, considered in every detail.`, (s) => `For the discerning: ${s.name}.`],
  urgent: [(s) => `Your sign to try ${s.the}, today.`, (s) => `Add ${s.the} to your day, starting now.`],
};

const EXTRA_BODIES: Readonly<Record<Tone, readonly Line[]>> = {
  casual: [
    () => 'The kind of small upgrade you notice every single day.',
    (s) => `Easy to like, easy to keep using, and ${s.itIs} easy on the eye too.`,
    () => 'Good things do not need to be complicated.',
    () => 'The little details are what make it.',
    () => 'Easy to start with, easy to love.',
    () => 'One of those finds you end up telling people about.',
    () => 'Made for real life, not just for the photo.',
    () => 'Nothing complicated, just good.',
    () => 'Honestly, a small joy on an ordinary day.',
    () => 'Made to be used, not saved for best.',
    () => 'Practical, pretty and easy to live with.',
    () => 'The sort of thing that quietly makes the day better.',
    (s) => `Try ${s.them} once and ${s.verb('it becomes', 'they become')} part of the routine.`,
    () => 'Good design you can feel in everyday use.',
  ],
  professional: [() => 'Made to a clear standard, and made to last.'],
  playful: [() => 'Main character energy, in product form.'],
  luxury: [() => 'Quietly remarkable, in every sense.'],
  urgent: [(s) => `No reason to put ${s.them} off any longer.`],
};

const EXTRA_CTAS: Readonly<Record<Tone, readonly TemplateEntry[]>> = {
  casual: [
    { line: () => 'Questions? Ask me in the comments.' },
    { line: (s) => `Have you tried ${s.the} yet? Tell me.` },
    { line: () => 'Curious? Take a look.' },
    { line: () => 'Follow along for more finds like this.' },
    { line: (s) => `Would you add ${s.them} to your routine?` },
    { line: () => 'More details on our page.' },
    {
      line: () => 'Save this post for your next shopping list.',
      platforms: ['instagram', 'tiktok', 'pinterest', 'facebook'],
    },
    { line: () => 'Drop your questions below.' },
    { line: (s) => `Tell me how you would use ${s.them}.` },
    { line: () => 'Send this to someone who would like it.' },
    { line: (s) => `Find ${s.them} through the link on our profile.` },
  ],
  professional: [
    { line: () => 'Read the full details on our site.' },
    { line: () => 'Questions? Our team is happy to help.' },
  ],
  playful: [{ line: () => 'Your move.' }, { line: () => 'Go on, take a peek.' }],
  luxury: [{ line: () => 'Discover more on our site.' }],
  urgent: [{ line: () => 'Start today.' }, { line: () => 'Tap through and see for yourself.' }],
};

const merge = <T>(
  a: Readonly<Record<Tone, readonly T[]>>,
  b: Readonly<Record<Tone, readonly T[]>>,
): Record<Tone, readonly T[]> => ({
  casual: [...a.casual, ...b.casual],
  professional: [...a.professional, ...b.professional],
  playful: [...a.playful, ...b.playful],
  luxury: [...a.luxury, ...b.luxury],
  urgent: [...a.urgent, ...b.urgent],
});

/** What each kind of product does for people; no numbers, ingredients or results a template cannot know. */
const BENEFITS: Readonly<Record<ProductCategory, readonly Line[]>> = {
  skincare: [
    () => 'A calm, simple step for your morning and evening routine.',
    (s) => `${s.It} ${s.verb('layers', 'layer')} easily under the rest of your routine.`,
    () => 'Skincare that feels good to use, so you actually use it.',
    () => 'Two minutes for your skin, morning and night.',
  ],
  haircare: [
    () => 'Wash day, made a little easier.',
    () => 'For hair that feels like yours again.',
    (s) => `${s.It} ${s.verb('fits', 'fit')} into any wash routine, short or long.`,
    () => 'Good hair days start in the shower.',
  ],
  makeup: [
    () => 'Blends in seconds, wears all day.',
    () => 'Easy enough for a five-minute face, pretty enough for a night out.',
    (s) => `${s.It} ${s.verb('lives', 'live')} in my bag now.`,
  ],
  fragrance: [
    () => 'A scent that lingers just enough.',
    () => 'One spray and the day feels a little more yours.',
    () => 'Soft in the morning, still there in the evening.',
  ],
  coffee: [
    () => 'Your morning cup, taken seriously.',
    () => 'Brew it the way you like it: filter, espresso or French press.',
    () => 'That first sip is the best part of the morning.',
    () => 'A cup worth slowing down for.',
  ],
  tea: [
    () => 'Steep, breathe, enjoy.',
    () => 'A calm cup for the middle of a busy day.',
    () => 'Made for slow afternoons and second cups.',
  ],
  food: [
    () => 'Breakfast, sorted.',
    () => 'Good food that fits a real weeknight.',
    () => 'The kind of pantry staple you reach for every day.',
    () => 'Simple ingredients, done well.',
    () => 'Made for the table you share with the people you love.',
    () => 'Taste first, everything else second.',
  ],
  snacks: [
    () => 'The snack break you actually look forward to.',
    () => 'Made for the desk drawer, the road trip and the 4 p.m. slump.',
    () => 'Crunch first, questions later.',
  ],
  drinks: [
    () => 'Cold, crisp and ready when you are.',
    () => 'Something good to sip on, any time of day.',
    () => 'Pour it over ice and take a breath.',
  ],
  spirits: [
    () => 'Made for slow evenings and good company.',
    () => 'Neat, on the rocks or in your favorite cocktail.',
    () => 'A bottle worth opening with friends. Please enjoy responsibly.',
  ],
  footwear: [
    () => 'Comfort that keeps up with your day, from the first step to the last.',
    () => 'Made for walking: the commute, the weekend and everything between.',
    () => 'Lace up and go.',
  ],
  apparel: [
    () => 'Easy to wear, easy to style, made to be worn again and again.',
    () => 'A piece that works with everything already in your wardrobe.',
    (s) => `Dress ${s.them} up, dress ${s.them} down.`,
  ],
  accessories: [
    () => 'The finishing touch your everyday look was missing.',
    () => 'Small detail, big difference to an outfit.',
    () => 'Made to go everywhere you do.',
  ],
  jewellery: [
    () => 'A little shine for every day.',
    () => 'Made to be worn, stacked and loved.',
    () => 'The kind of piece you never take off.',
  ],
  tech: [
    (s) => `Set ${s.them} up in minutes, then forget ${s.verb('it is', 'they are')} there.`,
    () => 'Technology that gets out of your way.',
    () => 'Made to make the everyday a little smoother.',
  ],
  audio: [
    () => 'Press play and let the music fill the room.',
    () => 'Clear sound for podcasts, playlists and everything in between.',
    () => 'Your soundtrack, wherever the day goes.',
    (s) => `Turn ${s.them} up and hear the difference for yourself.`,
    () => 'Made for long listening sessions and short commutes alike.',
    () => 'Sound that fills the quiet moments.',
  ],
  home: [
    () => 'Small change, and the whole room feels different.',
    () => 'Made for the corners of home you love most.',
    () => 'Home, just a little cosier.',
  ],
  candles: [
    (s) => `Light ${s.them}, lower the lights and slow down.`,
    () => 'A warm glow for quiet evenings.',
    () => 'The easiest way to make a room feel like home.',
  ],
  kitchen: [
    () => 'Made for everyday cooking, from quick breakfasts to long Sunday dinners.',
    () => 'The one you reach for first.',
    () => 'Cooking at home, made simpler.',
  ],
  fitness: [
    () => 'Made to keep up with your training, rep after rep.',
    () => 'Your workout, your pace.',
    () => 'For the days you show up for yourself.',
  ],
  pets: [
    () => 'Made with your best friend in mind.',
    () => 'Happy pet, happy home.',
    () => 'Because they deserve the good stuff too.',
  ],
  baby: [
    () => 'Made for little ones and the grown-ups who look after them.',
    () => 'One less thing to think about on busy days with a baby.',
    () => 'Gentle, practical and easy to keep clean.',
  ],
  books: [
    () => 'Settle in: this one is hard to put down.',
    () => 'The perfect companion for a quiet evening.',
    () => 'A read worth making time for.',
  ],
  services: [
    () => 'Built around your goals, at your pace.',
    () => 'We take care of the details so you can focus on what matters.',
    () => 'Clear steps, real support.',
  ],
  general: [
    () => 'Made for everyday life, and made to last.',
    () => 'Simple, useful and good to have around.',
    () => 'Designed with care, down to the little details.',
  ],
};

const CATEGORY_TAGS: Readonly<Record<ProductCategory, readonly string[]>> = {
  skincare: ['skincare', 'skincareroutine', 'selfcare', 'glowingskin'],
  haircare: ['haircare', 'hairroutine', 'healthyhair', 'washday'],
  makeup: ['makeup', 'beauty', 'makeuplook', 'everydaymakeup'],
  fragrance: ['fragrance', 'perfume', 'scentoftheday'],
  coffee: ['coffee', 'coffeetime', 'morningcoffee', 'coffeelover'],
  tea: ['tea', 'teatime', 'tealover', 'cupoftea'],
  food: ['foodie', 'breakfast', 'pantry', 'homecooking'],
  snacks: ['snacks', 'snacktime', 'healthysnacks'],
  drinks: ['drinks', 'refreshing', 'drinkup'],
  spirits: ['cocktails', 'drinkresponsibly', 'cheers'],
  footwear: ['sneakers', 'shoes', 'footwear', 'shoegame'],
  apparel: ['fashion', 'ootd', 'style', 'wardrobe'],
  accessories: ['accessories', 'style', 'everydaycarry'],
  jewellery: ['jewelry', 'jewelrylover', 'everydayjewelry'],
  tech: ['tech', 'gadgets', 'techlover', 'setup'],
  audio: ['audio', 'music', 'soundon', 'headphones'],
  home: ['homedecor', 'interiors', 'homeinspo', 'cosyhome'],
  candles: ['candles', 'candlelight', 'cosyhome', 'homefragrance'],
  kitchen: ['kitchen', 'homecooking', 'cookingathome', 'kitchenessentials'],
  fitness: ['fitness', 'workout', 'training', 'fitlife'],
  pets: ['pets', 'doglife', 'catsofinstagram', 'petlovers'],
  baby: ['baby', 'parenting', 'newparents', 'babyessentials'],
  books: ['books', 'bookstagram', 'reading', 'booklover'],
  services: ['smallbusinesstips', 'growth', 'learning'],
  general: ['everydayessentials', 'design', 'giftideas'],
};

// Storyboards of the two video presets: for each beat several alternatives of shot (what a
// videographer films), on-screen text (at most six words, the name included) and voiceover (one
// line, read at about 2.5 words a second). Shots and voiceover get a name short enough to say aloud.

/** A creator talking to the phone camera: hook, problem, reveal, demo, proof, call to action. */
const UGC_AD: readonly BeatTemplates[] = [
  {
    beat: 'hook',
    alternatives: [
      {
        shot: (s) =>
          `Selfie close-up at arm's length, creator looks straight into the lens; quick push-in as they raise ${s.the} into frame.`,
        onScreenText: () => 'Wait till you see this',
        voiceover: (s) => `Stop scrolling, I need to tell you about ${s.the}.`,
      },
      {
        shot: () =>
          'Handheld selfie, creator walks toward the camera in a bright room, product held just out of focus.',
        onScreenText: () => "I wasn't expecting this",
        voiceover: () => "I didn't expect to love this so much.",
        tones: ['casual', 'playful', 'professional'],
      },
      {
        shot: () => 'Tight selfie framing, creator mid-laugh, then a whip pan to the product on the table.',
        onScreenText: () => 'You need to see this',
        voiceover: (s) => `Okay, I finally tried ${s.the}.`,
      },
      {
        shot: () => 'Selfie close-up, creator leans into the lens and holds up one finger, fast push-in.',
        onScreenText: () => "Don't buy anything yet",
        voiceover: () => "Don't buy anything else until you've watched this.",
        tones: ['urgent', 'casual', 'playful'],
      },
    ],
  },
  {
    beat: 'problem',
    alternatives: [
      {
        shot: () => 'Medium shot, creator slumps on the sofa and sighs at the camera; slight handheld shake.',
        onScreenText: () => 'Sound familiar?',
        voiceover: () => 'I was so tired of things that overpromise.',
      },
      {
        shot: () =>
          'Over-the-shoulder shot of the creator scrolling through products on a phone, unconvinced.',
        onScreenText: () => 'Nothing ever worked',
        voiceover: () => "I've tried so many options, and nothing stuck.",
      },
      {
        shot: () => "Close-up of the creator's face, eyebrows raised, slow zoom in.",
        onScreenText: () => 'The struggle was real',
        voiceover: () => "Honestly, what I used before just wasn't cutting it.",
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: (s) =>
          `Creator lifts ${s.the} into frame from below; rack focus from their face to the product.`,
        onScreenText: (s) => `Meet ${s.name}`,
        voiceover: (s) => `Then I found ${s.name}, and everything changed.`,
      },
      {
        shot: (s) => `Top-down shot of hands setting ${s.the} on a table, quick zoom in.`,
        onScreenText: (s) => `Enter ${s.name}`,
        voiceover: (s) => `So I gave ${s.the} a proper try.`,
      },
      {
        shot: () => "Product held beside the creator's face, creator nods at the camera, snap zoom.",
        onScreenText: () => 'The game changer',
        voiceover: (s) => `${s.verb('This is', 'These are')} ${s.the}, and ${s.itIs} my new favorite.`,
      },
    ],
  },
  {
    beat: 'demo',
    alternatives: [
      {
        shot: () => 'Close-up of hands using the product by a window in natural light, slow handheld follow.',
        onScreenText: (s) => `How ${s.it} ${s.verb('works', 'work')}`,
        voiceover: (s) => `Here's how I use ${s.them} every day, no fuss.`,
      },
      {
        shot: () => 'Three quick jump cuts of the product in use from different angles, handheld.',
        onScreenText: () => 'Easy as that',
        voiceover: (s) =>
          `${s.It} ${s.verb('takes', 'take')} seconds and ${s.verb('fits', 'fit')} right into my day.`,
      },
      {
        shot: () =>
          'Over-the-shoulder shot of the creator using the product in a real setting, steady push-in.',
        onScreenText: () => 'Watch this',
        voiceover: (s) => `Watch what happens when I put ${s.them} to the test.`,
      },
    ],
  },
  {
    beat: 'proof',
    alternatives: [
      {
        shot: () =>
          'Selfie close-up, creator smiles, holds the product next to their face and gives a thumbs up.',
        onScreenText: () => 'What stood out',
        voiceover: (s) => `What stood out to me right away? How easy ${s.verb('it is', 'they are')} to use.`,
      },
      {
        shot: () => 'Side-by-side before-and-after moment, static framing, a quick cut between the two.',
        onScreenText: () => 'See for yourself',
        voiceover: (s) => `Look at ${s.them} up close and judge for yourself.`,
      },
      {
        shot: () => 'Medium shot, creator turns the product in their hands toward the lens, unhurried.',
        onScreenText: () => 'Up close, no filter',
        voiceover: (s) => `Here ${s.verb('it is', 'they are')} up close, no filter, no script.`,
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () => 'Selfie framing, creator points down toward the caption with the product in hand.',
        onScreenText: () => 'Link in bio',
        voiceover: (s) => `Trust me, try ${s.the} yourself. Link in bio.`,
        tones: ['casual', 'playful', 'professional'],
      },
      {
        shot: () => "Product centered on the table, the creator's hand taps it, freeze frame.",
        onScreenText: () => 'Grab yours today',
        voiceover: (s) => `If you're on the fence, this is your sign to try ${s.them}.`,
      },
      {
        shot: () => 'Creator walks toward the camera holding the product, fast push-in to a close-up.',
        onScreenText: () => 'Your turn',
        voiceover: (s) => `Your turn: give ${s.them} a try. Thank me later.`,
        tones: ['urgent', 'playful'],
      },
      {
        shot: () =>
          'Slow push-in on the product resting on linen in soft window light, creator out of focus behind.',
        onScreenText: (s) => `Discover ${s.name}`,
        voiceover: (s) => `Treat yourself to ${s.the}. You deserve it.`,
        tones: ['luxury', 'professional'],
      },
    ],
  },
];

/** A brand film: tease, reveal, detail, benefit, call to action. */
const PRODUCT_SHOWCASE: readonly BeatTemplates[] = [
  {
    beat: 'tease',
    alternatives: [
      {
        shot: () =>
          'Extreme macro of one edge of the product in shadow; slow slide along the surface as light sweeps in.',
        onScreenText: () => 'Take a closer look',
        voiceover: (s) => `Take a closer look. ${s.verb('This one deserves', 'These deserve')} it.`,
      },
      {
        shot: () => 'Dark seamless backdrop, the product in silhouette while a rim light slowly fades up.',
        onScreenText: () => 'Look closer',
        voiceover: () => 'Look closer. Every great story starts with a single detail.',
      },
      {
        shot: () => 'Low-angle dolly toward a covered shape on a podium, soft haze and warm backlight.',
        onScreenText: () => 'Ready?',
        voiceover: () => "Let us show you something we're proud of.",
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: (s) =>
          `Hero shot of ${s.the} centered on a seamless sweep, slow 180-degree orbit, soft contact shadow.`,
        onScreenText: (s) => `Say hello to ${s.name}`,
        voiceover: (s) => `Say hello to ${s.name}, made for the way you live.`,
      },
      {
        shot: () =>
          'A cover lifts off the product in one smooth motion; the camera pushes in to a centered hero frame.',
        onScreenText: (s) => `Meet ${s.name}`,
        voiceover: (s) => `Meet ${s.the}, designed to stand out from the very first look.`,
      },
      {
        shot: () => 'The product rises into frame on a turntable and the lights snap on; locked-off camera.',
        onScreenText: (s) => s.Name,
        voiceover: (s) =>
          `${s.verb('This is', 'These are')} ${s.the}, and ${s.itIs} ready for ${s.its} moment.`,
      },
    ],
  },
  {
    beat: 'detail',
    alternatives: [
      {
        shot: () => 'Macro close-up of the texture and finish, slow rack focus along the product.',
        onScreenText: () => 'In the details',
        voiceover: () => 'Every surface, every finish, every detail has been carefully considered.',
      },
      {
        shot: () => 'Slow top-down pan across the product, crisp side light raking across the surface.',
        onScreenText: () => 'Made with care',
        voiceover: () => "Look closely and you'll see the care that went into every part.",
      },
      {
        shot: () => 'Two quick macro cuts of the product from different angles, shallow depth of field.',
        onScreenText: () => 'Considered, inside and out',
        voiceover: () => 'Thoughtful design, inside and out, right down to the smallest detail.',
      },
    ],
  },
  {
    beat: 'benefit',
    alternatives: [
      {
        shot: () => 'The product in use in a bright everyday setting, handheld follow, natural light.',
        onScreenText: () => 'Made for every day',
        voiceover: (s) =>
          `${s.It} ${s.verb('fits', 'fit')} right into your day and ${s.verb('makes', 'make')} the little moments better.`,
      },
      {
        shot: () =>
          'Lifestyle medium shot: a hand reaches for the product on a sunlit table, gentle slow motion.',
        onScreenText: () => 'Simple. Effortless.',
        voiceover: () => 'Simple to use, easy to love and made to keep up with you.',
      },
      {
        shot: () => 'Split screen of the product in three everyday moments, quick rhythmic cuts.',
        onScreenText: () => 'Wherever the day takes you',
        voiceover: (s) =>
          `From busy mornings to quiet evenings, ${s.itIs} there whenever you need ${s.them}.`,
      },
    ],
  },
  {
    beat: 'cta',
    alternatives: [
      {
        shot: () =>
          'Final hero frame, product centered against its brand color, slow push-in, open space above it for the title.',
        onScreenText: () => 'Discover it today',
        voiceover: (s) => `${s.Name}. Discover ${s.them} today.`,
      },
      {
        shot: () => 'Product on the podium; the camera pulls back to a wide frame as the light settles.',
        onScreenText: () => 'Get yours today',
        voiceover: (s) => `Don't wait. Get ${s.the} today and see the difference.`,
        tones: ['urgent', 'casual', 'playful', 'professional'],
      },
      {
        shot: () => 'Locked-off hero shot, the product turns slowly on a turntable, end-card space above it.',
        onScreenText: () => 'Tap to shop',
        voiceover: (s) => `Tap the link and make ${s.them} yours today.`,
      },
      {
        shot: () =>
          'Slow dolly out from the product under a single soft key light, deep shadows, end-card space above.',
        onScreenText: (s) => `Discover ${s.name}`,
        voiceover: (s) => `${s.Name}. Crafted for those who notice the difference.`,
        tones: ['luxury'],
      },
    ],
  },
];

/** The scenes that state the caller's claims (storyboard.ts decides when each is drawn). */
const CLAIM_SCENES: ClaimSceneWords = {
  proof: {
    shot: 'Close-up of the product beside a phone showing the review, the creator nods at the camera.',
    onScreenText: 'A real review',
    review: (quote, reviewer) =>
      `${reviewer !== undefined ? `${reviewer} wrote` : 'One customer wrote'}: “${quote}.”`,
    rating: (stars) => `Rated ${stars} out of 5.`,
  },
  tease: {
    shot: 'Extreme macro of one edge of the product in shadow; slow slide along the surface as light sweeps in.',
    onScreenText: 'Something new is here',
    voiceover: 'Something new is here, and it was worth the wait.',
  },
  cta: {
    shot: 'Final hero frame, product centered, the offer set in clean type above it.',
    voiceover: (offer) => `${offer}. Tap the link to get yours.`,
  },
};

/** Words that name each category, lower case, singular; matched as whole words of the subject. */
const CATEGORY_WORDS: Partial<Record<ProductCategory, readonly string[]>> = {
  skincare: [
    'serum',
    'moisturiser',
    'moisturizer',
    'cleanser',
    'toner',
    'sunscreen',
    'spf',
    'cream',
    'lotion',
    'skincare',
  ],
  haircare: ['shampoo', 'conditioner', 'hair'],
  makeup: ['lipstick', 'mascara', 'foundation', 'eyeliner', 'blush', 'concealer', 'makeup'],
  fragrance: ['perfume', 'fragrance', 'cologne', 'parfum'],
  coffee: ['coffee', 'espresso', 'latte', 'cold brew', 'beans'],
  tea: ['tea', 'matcha', 'chai', 'oolong', 'sencha'],
  food: ['granola', 'oil', 'honey', 'sauce', 'pasta', 'cereal', 'jam', 'bread'],
  snacks: ['chips', 'crisps', 'bar', 'cookie', 'chocolate', 'snack'],
  drinks: ['juice', 'soda', 'water', 'kombucha', 'lemonade', 'drink'],
  spirits: ['whisky', 'whiskey', 'gin', 'vodka', 'rum', 'tequila', 'wine', 'beer'],
  footwear: ['sneaker', 'shoe', 'boot', 'sandal', 'trainer'],
  apparel: ['shirt', 't-shirt', 'hoodie', 'jacket', 'dress', 'jeans', 'sweater'],
  accessories: ['bag', 'wallet', 'backpack', 'sunglasses', 'belt', 'hat'],
  jewellery: ['ring', 'necklace', 'bracelet', 'earring', 'jewellery', 'jewelry'],
  tech: ['phone', 'charger', 'laptop', 'keyboard', 'mouse', 'watch', 'camera'],
  audio: ['speaker', 'headphones', 'earbuds', 'headphone', 'soundbar'],
  home: ['vase', 'lamp', 'pillow', 'blanket', 'rug'],
  candles: ['candle', 'diffuser'],
  kitchen: ['pan', 'knife', 'kettle', 'mug', 'cup', 'blender'],
  fitness: ['yoga', 'dumbbell', 'protein', 'mat', 'kettlebell'],
  pets: ['dog', 'cat', 'pet', 'leash', 'kibble'],
  baby: ['baby', 'diaper', 'nappy', 'stroller'],
  books: ['book', 'novel', 'cookbook', 'journal'],
  services: ['course', 'class', 'subscription', 'consultation', 'service'],
};

export const ENGLISH: LanguagePack = {
  language: 'en',
  looksPlural,
  nameAgain: englishNameAgain,
  finish: (text) => text,
  hooks: merge(HOOKS, EXTRA_HOOKS),
  styleHooks: STYLE_HOOKS,
  benefits: BENEFITS,
  toneBodies: merge(TONE_BODIES, EXTRA_BODIES),
  styleBodies: STYLE_BODIES,
  ctas: merge(CTAS, EXTRA_CTAS),
  platformCtas: PLATFORM_CTAS,
  claims: {
    newHooks: [(s) => `New: ${s.name}.`, (s) => `Just launched: ${s.name}.`, (s) => `Introducing ${s.the}.`],
    offer: (offer, tone) =>
      tone === 'urgent' ? `${claimText(offer)}, so don't wait.` : `On offer: ${claimText(offer)}.`,
    review: (review, reviewer) =>
      `“${claimText(review)}”${reviewer !== undefined ? ` — ${reviewer.trim()}` : ''}`,
    rating: (stars) => `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)} Rated ${stars} out of 5.`,
    limitedStock: (tone) => (tone === 'urgent' ? 'Stock is limited, so move fast.' : 'Stock is limited.'),
  },
  hashtags: { category: CATEGORY_TAGS, style: STYLE_TAGS, tone: TONE_TAGS, platform: PLATFORM_TAGS },
  stopWords: [
    ...CONNECTIVES,
    ...['a', 'an', 'the', 'my', 'our', 'your', 'this', 'that', 'its', 'is', 'are', 'new'],
  ],
  weakWords: [
    'extra',
    'virgin',
    'single',
    'origin',
    'super',
    'ultra',
    'mini',
    'set',
    'pack',
    'edition',
    'smart',
  ],
  plainWords: [
    ...['red', 'blue', 'green', 'yellow', 'black', 'white', 'grey', 'gray', 'pink', 'purple', 'brown'],
    ...['beige', 'navy', 'golden', 'big', 'small', 'large', 'little', 'tiny', 'giant', 'medium'],
    ...['classic', 'premium', 'deluxe', 'crunchy', 'crispy', 'wireless', 'portable', 'electric'],
  ],
  materialWords: [
    ...['stoneware', 'ceramic', 'porcelain', 'glass', 'wooden', 'bamboo', 'leather', 'cotton', 'linen'],
    ...['wool', 'cashmere', 'stainless', 'steel', 'cast', 'iron', 'copper', 'brass', 'marble', 'forged'],
    ...['handmade', 'handcrafted', 'hand-poured', 'organic', 'natural', 'recycled', 'scented', 'soy'],
  ],
  lowersSentenceCaseNames: true,
  categoryWords: CATEGORY_WORDS,
  storyboards: {
    beats: { 'video-storyboard-ugc': UGC_AD, 'video-storyboard-product': PRODUCT_SHOWCASE },
    claimScenes: CLAIM_SCENES,
  },
  scene: {
    headlines: [
      (name) => `Meet the ${name}`,
      (name) => `Say hello to the ${name}`,
      (name) => `${name}. Made to be noticed.`,
    ],
    buttons: ['Shop now', 'Discover more', 'Take a closer look', 'See it up close'],
    lifestyleCaptions: [
      'slow mornings, good things',
      'little daily rituals',
      'sunday reset',
      'on my table this week',
    ],
    selfieNotes: [
      (name) => `Trying the ${name}`,
      (name) => `First look: ${name}`,
      (name) => `Testing the ${name} this week`,
      (name) => `Day one with the ${name}`,
    ],
    unboxingStickers: ['just arrived!', 'unboxing time', 'it’s here!'],
    eyebrows: { hero: 'In focus', everyday: 'Everyday', selfie: 'Trying it out', unboxing: 'Unboxing' },
    newBadge: 'New',
  },
};
