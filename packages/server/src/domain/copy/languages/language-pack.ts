/**
 * Everything the service writes in one language, behind one typed interface a translator can
 * review in one file: hooks, bodies per product category, calls to action per tone, preset styles,
 * the sentences that state the caller's claims, hashtags, and the words drawn on the pictures.
 * Packs are written natively, not translated word for word: each knows its own grammar (number
 * agreement through `s.verb`, articles where the language can place them without knowing a
 * product name's gender) and punctuation (`finish`).
 */
import type { Platform, Tone } from '../../../ports/copy-engine.js';
import type { Language } from '../../languages.js';
import type { StoryboardPresetId } from '../../presets/preset-catalogue.js';
import type { ProductCategory } from '../../products/product-categories.js';
import type { Line } from '../subject-phrase.js';

export type { Line };

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

/** A template that suits only some tones or platforms (all, when not said). */
export interface TemplateEntry {
  line: Line;
  tones?: readonly Tone[];
  platforms?: readonly Platform[];
}

/** A line on a picture around the product's name (already fitted to the space). */
export type NameLine = (name: string) => string;

/** Words drawn on the studio's pictures: never a claim the caller did not give. */
export interface SceneWords {
  /** Headlines around the product's name, in order of preference; the name alone is the fallback. */
  headlines: readonly NameLine[];
  /** Call-to-action buttons. */
  buttons: readonly string[];
  /** Handwritten captions on a lifestyle photo: a mood, never a claim. */
  lifestyleCaptions: readonly string[];
  /** A line on the selfie's sticker, around the name: what the creator is doing, not a verdict. */
  selfieNotes: readonly NameLine[];
  /** Stickers of an unboxing. */
  unboxingStickers: readonly string[];
  /** Small line above a typographic card's name, per scene. */
  eyebrows: { hero: string; everyday: string; selfie: string; unboxing: string };
  /** Drawn only when the caller says the product is new (claims.isNew). */
  newBadge: string;
}

/** How the caller's claims are said; nothing here is used without the matching claim. */
export interface ClaimWords {
  /** Hooks calling the product new (claims.isNew). */
  newHooks: readonly Line[];
  /** The caller's offer, in their words; the urgent tone may add urgency about time. */
  offer(offer: string, tone: Tone): string;
  /** A customer's review, quoted, with its author when given. */
  review(review: string, reviewer: string | undefined): string;
  /** The caller's rating, 1–5. */
  rating(stars: number): string;
  limitedStock(tone: Tone): string;
}

/** One scene of a video storyboard, filled with the subject's name. */
export interface SceneTemplate {
  /** What a videographer films. */
  shot: Line;
  /** At most six words, the subject's name included. */
  onScreenText: Line;
  /** One line, read at the language's voiceover pace (voiceover-pace.ts). */
  voiceover: Line;
  /** The tones it suits (all, when not said). */
  tones?: readonly Tone[];
}

export interface BeatTemplates {
  beat: string;
  alternatives: readonly SceneTemplate[];
}

/**
 * The words of the scenes that state the caller's claims, each drawn in place of its beat by
 * storyboard.ts, and only with the claim: a real review or the caller's rating as the proof,
 * newness as the tease, the offer as the call to action.
 */
export interface ClaimSceneWords {
  proof: {
    shot: string;
    /** On screen for a review given without a rating (a rating shows its stars). */
    onScreenText: string;
    /** The review read out, `quote` without its end mark; `reviewer` when the caller named one. */
    review(quote: string, reviewer: string | undefined): string;
    /** The caller's rating read out, 1–5. */
    rating(stars: number): string;
  };
  tease: { shot: string; onScreenText: string; voiceover: string };
  /** On screen, the offer as the caller wrote it. */
  cta: { shot: string; voiceover(offer: string): string };
}

/** The storyboards of the video presets, written in the language. */
export interface StoryboardWords {
  beats: Readonly<Record<StoryboardPresetId, readonly BeatTemplates[]>>;
  claimScenes: ClaimSceneWords;
}

export interface LanguagePack {
  language: Language;
  /** Whether a product name is plural ("wireless earbuds"), for verb agreement. */
  looksPlural(name: string): boolean;
  /**
   * How a voiceover says the product's name again once it has said it in full ("Halo smart
   * speaker" → "the speaker"): every slot of a later line is formed from it, so it must read as a
   * name in this language's sentences, with its article when the language puts one. Optional:
   * without it the full name is said each time.
   */
  nameAgain?(name: string): string;
  /** The language's punctuation applied to a written line (French spaces before ;:!?). */
  finish(text: string): string;
  hooks: Readonly<Record<Tone, readonly Line[]>>;
  styleHooks: Readonly<Record<CopyStyle, readonly TemplateEntry[]>>;
  /** What the product does for people, per category: a speaker talks about sound. */
  benefits: Readonly<Record<ProductCategory, readonly Line[]>>;
  toneBodies: Readonly<Record<Tone, readonly Line[]>>;
  styleBodies: Readonly<Record<CopyStyle, readonly TemplateEntry[]>>;
  ctas: Readonly<Record<Tone, readonly TemplateEntry[]>>;
  platformCtas: Readonly<Partial<Record<Platform, readonly TemplateEntry[]>>>;
  claims: ClaimWords;
  hashtags: {
    /** The category's own tags, the ones people search. */
    category: Readonly<Record<ProductCategory, readonly string[]>>;
    style: Readonly<Record<CopyStyle, readonly string[]>>;
    tone: Readonly<Record<Tone, readonly string[]>>;
    platform: Readonly<Partial<Record<Platform, readonly string[]>>>;
  };
  /** Words of a product name left out of its tags (articles, prepositions, "new"). */
  stopWords: readonly string[];
  /** Words kept in the name's tag but no tag on their own ("extra" of "extra virgin olive oil"). */
  weakWords: readonly string[];
  /**
   * Colours, plain adjectives and sizes ("red", "golden", "crunchy", "large"): they would describe
   * any product, so, like weak words, they stay in the name's tag and are no tag on their own; the
   * category's noun and the brand are. Only unambiguous words: "gold", "silver", "orange", "olive",
   * "cream" or "rose" name a material, a fruit or an ingredient too, and stay tags.
   */
  plainWords: readonly string[];
  /**
   * Materials and ways of making ("stoneware", "leather", "forged", "handmade"): tags people search,
   * listed only so that a name opening with one reads as sentence case (name-casing.ts).
   */
  materialWords?: readonly string[];
  /**
   * Whether a name a listing writes in sentence case ("Red stoneware serving bowl") loses its first
   * capital in the middle of a sentence ("Meet the red stoneware serving bowl"): true where common
   * nouns and adjectives are written in lower case; false in German, whose nouns keep their capital,
   * and in scripts without case. The rule is name-casing.ts's.
   */
  lowersSentenceCaseNames: boolean;
  /**
   * Where nouns keep their capital but adjectives do not (German): whether a name opening with one
   * of the pack's plain or weak words, an adjective ("Kabellose Kopfhörer Nocta"), loses that
   * capital in the middle of a sentence ("Im Fokus: kabellose Kopfhörer Nocta"). False when not said.
   */
  lowersOpeningAdjective?: boolean;
  /**
   * Whether the single words of a product's name become tags of their own ("serum" of "Glow
   * serum"). False where a name's words carry case endings, possessives or attached prepositions
   * (Turkish "kahvesi", Arabic "للبشرة", Polish "orzechami"): such a form is not the word people
   * search, so the name is tagged only whole (#TürkKahvesi), next to its category's tags. True
   * when not said.
   */
  tagNameWords?: boolean;
  /**
   * Words that name each category, lower case, singular (a plural "s" is also matched); whole words
   * in spaced scripts, anywhere in the subject for Chinese, Japanese, Korean and Thai.
   */
  categoryWords: Readonly<Partial<Record<ProductCategory, readonly string[]>>>;
  storyboards: StoryboardWords;
  scene: SceneWords;
}
