/**
 * The scenes of the two video storyboard presets, as data: for each beat, several alternatives of
 * shot (what a videographer films), on-screen text (a few words for the keyframe) and voiceover
 * (one line, read at the pace of voiceover-pace.ts: about 2.5 words a second). Shots and voiceover
 * are filled with a name short enough to say aloud; on-screen text with one short enough for a
 * keyframe.
 */
import type { Tone } from '../../ports/copy-engine.js';
import type { Line } from '../copy/subject-phrase.js';
import type { StoryboardPresetId } from '../presets/preset-catalogue.js';

export interface SceneTemplate {
  shot: Line;
  /** At most six words, the subject's name included. */
  onScreenText: Line;
  voiceover: Line;
  /** The tones it suits (all, when not said). */
  tones?: readonly Tone[];
}

export interface BeatTemplates {
  beat: string;
  alternatives: readonly SceneTemplate[];
}

/** A creator talking to the phone camera: hook, problem, reveal, demo, proof, call to action. */
const UGC_AD: readonly BeatTemplates[] = [
  {
    beat: 'hook',
    alternatives: [
      {
        shot: (s) =>
          `Selfie close-up at arm's length, creator looks straight into the lens; quick push-in as they raise ${s.the} into frame.`,
        onScreenText: () => 'Wait till you see this',
        voiceover: (s) => `Stop scrolling, I need to tell you about ${s.name}.`,
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
        voiceover: (s) => `Okay, I finally tried ${s.the} everyone's talking about.`,
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
        voiceover: (s) => `This is ${s.the}, and ${s.itIs} my new favorite.`,
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
        onScreenText: () => 'Five stars from me',
        voiceover: (s) => `Weeks later, I'm still reaching for ${s.them} every day.`,
      },
      {
        shot: () => 'Side-by-side before-and-after moment, static framing, a quick cut between the two.',
        onScreenText: () => 'The difference is real',
        voiceover: () => 'The difference is something I can actually see and feel.',
      },
      {
        shot: () => "Medium shot, creator reads a friend's text out loud, phone screen visible in frame.",
        onScreenText: () => 'Even my friends noticed',
        voiceover: () => "Even my friends keep asking what I've been using.",
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
        onScreenText: () => "Don't miss out",
        voiceover: (s) => `Get yours before ${s.itIs} gone. Thank me later.`,
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
        onScreenText: () => 'Something new is here',
        voiceover: () => 'Something new is coming, and it was worth the wait.',
      },
      {
        shot: () => 'Dark seamless backdrop, the product in silhouette while a rim light slowly fades up.',
        onScreenText: () => 'Look closer',
        voiceover: () => 'Look closer. Every great story starts with a single detail.',
      },
      {
        shot: () => 'Low-angle dolly toward a covered shape on a podium, soft haze and warm backlight.',
        onScreenText: () => 'Ready?',
        voiceover: () => "We've been waiting a long time to show you this.",
      },
    ],
  },
  {
    beat: 'reveal',
    alternatives: [
      {
        shot: (s) =>
          `Hero shot of ${s.the} centered on a seamless sweep, slow 180-degree orbit, soft contact shadow.`,
        onScreenText: (s) => `Introducing ${s.name}`,
        voiceover: (s) => `Introducing ${s.name}, made for the way you live.`,
      },
      {
        shot: () =>
          'A cover lifts off the product in one smooth motion; the camera pushes in to a centered hero frame.',
        onScreenText: (s) => `Meet ${s.name}`,
        voiceover: (s) => `Meet ${s.name}, designed to stand out from the very first look.`,
      },
      {
        shot: () => 'The product rises into frame on a turntable and the lights snap on; locked-off camera.',
        onScreenText: (s) => s.Name,
        voiceover: (s) => `This is ${s.name}, and ${s.itIs} ready for ${s.its} moment.`,
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
        onScreenText: () => 'Available now',
        voiceover: (s) => `${s.Name} ${s.verb('is', 'are')} available now. Discover yours today.`,
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

export const STORYBOARD_TEMPLATES: Readonly<Record<StoryboardPresetId, readonly BeatTemplates[]>> = {
  'video-storyboard-ugc': UGC_AD,
  'video-storyboard-product': PRODUCT_SHOWCASE,
};
