/**
 * Japanese, Korean, Simplified and Traditional Chinese copy: captions written through the templates
 * engine for subjects of different categories, on four platforms, five variants each, are in the
 * language's script, fit the platform counted its way, vary, state nothing the caller did not
 * claim and carry the category's tags; storyboards read in 15–30 s at the language's pace.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { draftTemplateCopy } from '../../../../src/adapters/engines/templates/templates-copy-engine.js';
import { fitCaption } from '../../../../src/domain/copy/caption-fitting.js';
import type { Claims } from '../../../../src/domain/copy/claims.js';
import { countGraphemes } from '../../../../src/domain/copy/graphemes.js';
import { josa } from '../../../../src/domain/copy/languages/ko.js';
import { packFor } from '../../../../src/domain/copy/languages/language-packs.js';
import { countCharacters, PLATFORM_LIMITS } from '../../../../src/domain/copy/platform-limits.js';
import { cleanSubject, shortName } from '../../../../src/domain/copy/subject-phrase.js';
import { planStoryboard } from '../../../../src/domain/generations/storyboard.js';
import { spokenSeconds } from '../../../../src/domain/generations/voiceover-pace.js';
import type { Language } from '../../../../src/domain/languages.js';
import { PRESETS, type StoryboardPresetId } from '../../../../src/domain/presets/preset-catalogue.js';
import { type ProductCategory, recogniseCategory } from '../../../../src/domain/products/product-category.js';
import {
  PLATFORMS as ALL_PLATFORMS,
  type CopyRequest,
  type Platform,
  TONES,
  type Tone,
} from '../../../../src/ports/copy-engine.js';
import { inventedIn } from '../invented-claims.js';

const PLATFORMS: Platform[] = ['instagram', 'tiktok', 'facebook', 'linkedin'];
const STORYBOARDS: StoryboardPresetId[] = ['video-storyboard-ugc', 'video-storyboard-product'];

/** Characters that exist only in traditional form, and their simplified counterparts. */
const TRADITIONAL_ONLY = /[這們說來時會個為與過還後點麼讓從對開發買賣體愛裡樣帶]/u;
const SIMPLIFIED_ONLY = /[这们说来时会个为与过还点么让从对开发买卖体爱样带]/u;

interface LanguageCase {
  language: Language;
  /** Subjects as a marketer in that market writes them, with the category each names. */
  subjects: ReadonlyArray<readonly [string, ProductCategory]>;
  /** A letter of the language's own script. */
  script: RegExp;
  /** What every caption must contain besides (kana in Japanese). */
  mustHave?: RegExp;
  /** Characters the language never uses. */
  never?: RegExp;
  /** Full-width 。！？，： with no space after a sentence (Chinese, Japanese). */
  fullWidth?: boolean;
}

/** A half-width mark straight after a Chinese or Japanese character, or a space after a full-width stop. */
const HALF_WIDTH_IN_CJK = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}][,.!?:;]|[。！？] (?!#)/u;

const CASES: LanguageCase[] = [
  {
    language: 'ja',
    subjects: [
      ['ビタミンC美容液', 'skincare'],
      ['ノクタ ワイヤレスイヤホン', 'audio'],
      ['ハロ スマートスピーカー', 'audio'],
      ['ゴールデンオーツ グラノーラ', 'food'],
      ['シダーとイチジクのソイキャンドル', 'candles'],
      ['エチオピア シングルオリジン コーヒー豆', 'coffee'],
      ['トレイルランニング シューズ', 'footwear'],
      ['メリノウール パーカー', 'apparel'],
      ['宇治抹茶 煎茶セット', 'tea'],
      ['無添加ドッグフード', 'pets'],
    ],
    script: /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]/u,
    mustHave: /[\p{sc=Hiragana}\p{sc=Katakana}]/u,
    fullWidth: true,
  },
  {
    language: 'ko',
    subjects: [
      ['비타민C 글로우 세럼 30ml', 'skincare'],
      ['녹타 무선 이어폰', 'audio'],
      ['Halo 스마트 스피커', 'audio'],
      ['골든 오트 그래놀라', 'food'],
      ['시더 앤 피그 소이 캔들', 'candles'],
      ['에티오피아 싱글 오리진 원두', 'coffee'],
      ['트레일 러닝화', 'footwear'],
      ['메리노 울 후드티', 'apparel'],
      ['제주 유기농 녹차', 'tea'],
      ['무첨가 강아지 사료', 'pets'],
    ],
    script: /\p{scx=Hangul}/u,
    never: /[。、！？，]/u,
  },
  {
    language: 'zh-Hans',
    subjects: [
      ['维生素C精华液', 'skincare'],
      ['Nocta 无线蓝牙耳机', 'audio'],
      ['Halo 智能音箱', 'audio'],
      ['金色燕麦脆', 'food'],
      ['雪松无花果香薰蜡烛', 'candles'],
      ['埃塞俄比亚单一产区咖啡豆', 'coffee'],
      ['越野跑鞋', 'footwear'],
      ['美利奴羊毛卫衣', 'apparel'],
      ['西湖龙井茶叶', 'tea'],
      ['天然狗粮', 'pets'],
    ],
    script: /\p{scx=Han}/u,
    never: TRADITIONAL_ONLY,
    fullWidth: true,
  },
  {
    language: 'zh-Hant',
    subjects: [
      ['維他命C精華液 30毫升', 'skincare'],
      ['Nocta 無線藍牙耳機', 'audio'],
      ['Halo 智慧喇叭', 'audio'],
      ['金黃燕麥穀麥', 'food'],
      ['雪松無花果香氛蠟燭', 'candles'],
      ['衣索比亞單一產區咖啡豆', 'coffee'],
      ['越野慢跑鞋', 'footwear'],
      ['美麗諾羊毛帽T', 'apparel'],
      ['阿里山高山茶茶葉', 'tea'],
      ['天然狗糧', 'pets'],
    ],
    script: /\p{scx=Han}/u,
    never: SIMPLIFIED_ONLY,
    fullWidth: true,
  },
];

/** The caption without its hashtags and with the product's name (whole or shortened) masked. */
function masked(caption: string, subject: string): string {
  let text = caption.replace(/(^|\s)#\S+/gu, ' ').replaceAll(subject, '◊');
  for (let k = subject.length - 1; k >= 2; k--) text = text.replaceAll(`${subject.slice(0, k)}…`, '◊');
  return text;
}

/** A storyboard's text with the names it says (short enough to read aloud or fit a keyframe) masked. */
function maskedScene(text: string, subject: string): string {
  const name = cleanSubject(subject);
  return [name, shortName(name, 5, 40), shortName(name, 3, 20)].reduce(
    (rest, form) => masked(rest, form),
    text,
  );
}

/** Sentences end at . ! ? followed by a space, and at the full-width 。！？ with or without one. */
function sentences(caption: string, subject: string): string[] {
  return masked(caption, subject)
    .split(/\n+|(?<=[.!?])\s+|(?<=[。！？])/u)
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));
}

function scriptShare(text: string, script: RegExp): number {
  const letters = [...text].filter((c) => /\p{L}/u.test(c));
  if (letters.length === 0) return 1;
  return letters.filter((c) => script.test(c)).length / letters.length;
}

function captions(lang: LanguageCase, tone: (i: number) => Tone, claims?: Claims) {
  return lang.subjects.flatMap(([subject, category], s) =>
    PLATFORMS.map((platform, p) => {
      const request: CopyRequest = {
        subject,
        platform,
        tone: tone(s),
        variants: 5,
        language: lang.language,
        seed: 2000 + s * 10 + p,
        ...(claims ? { claims } : {}),
      };
      const variants = draftTemplateCopy(request).map((d) => fitCaption(platform, d, cleanSubject(subject)));
      return { subject, category, platform, variants };
    }),
  );
}

describe.each(CASES)('copy in $language', (lang) => {
  const casual = captions(lang, () => 'casual');
  const mixed = captions(lang, (s) => TONES[s % TONES.length]!);
  const pack = packFor(lang.language);

  it('has a pack of its own', () => {
    expect(pack.language).toBe(lang.language);
  });

  it('recognises each subject’s category from its words in the language', () => {
    for (const [subject, category] of lang.subjects)
      expect([subject, recogniseCategory(subject, lang.language)]).toEqual([subject, category]);
  });

  it('writes in the language’s script outside the product’s name and hashtags', () => {
    for (const { subject, variants } of [...casual, ...mixed]) {
      for (const v of variants) {
        const text = masked(v.caption, subject);
        expect([v.caption, scriptShare(text, lang.script) >= 0.9]).toEqual([v.caption, true]);
        if (lang.mustHave) expect(v.caption).toMatch(lang.mustHave);
        if (lang.never) expect(text).not.toMatch(lang.never);
        if (lang.fullWidth) expect(v.caption.replaceAll(subject, '◊')).not.toMatch(HALF_WIDTH_IN_CJK);
      }
    }
  });

  it('meets every platform’s limit, counted the platform’s way', () => {
    for (const { platform, variants } of mixed) {
      for (const v of variants) {
        expect(countCharacters(platform, v.caption)).toBeLessThanOrEqual(PLATFORM_LIMITS[platform].maxLength);
        expect(v.characterCount).toBe(countCharacters(platform, v.caption));
        const within = PLATFORM_LIMITS[platform].hookWithin;
        if (within !== undefined) expect(countGraphemes(v.hook)).toBeLessThanOrEqual(within);
      }
    }
  });

  it('repeats no sentence (name masked) in more than 10 % of the captions', () => {
    for (const corpus of [casual, mixed]) {
      const all = corpus.flatMap(({ subject, variants }) => variants.map((v) => ({ subject, v })));
      expect(all.length).toBeGreaterThanOrEqual(160);
      const counts = new Map<string, number>();
      for (const { subject, v } of all)
        for (const sentence of new Set(sentences(v.caption, subject)))
          counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
      const over = [...counts].filter(([, times]) => times / all.length > 0.1);
      expect(over).toEqual([]);
      // Sentences really are split: a caption has more than one.
      expect(sentences(all[0]!.v.caption, all[0]!.subject).length).toBeGreaterThan(1);
    }
  });

  it('gives the variants of one call different hooks, bodies and calls to action', () => {
    for (const { variants } of mixed)
      for (const part of ['hook', 'body', 'cta'] as const)
        expect(new Set(variants.map((v) => v[part])).size).toBe(variants.length);
  });

  it('carries the category’s own tags, in the language', () => {
    for (const { category, platform, variants } of casual) {
      const tags = pack.hashtags.category[category].map((t) => `#${t}`);
      if (platform !== 'linkedin' || category !== 'general')
        expect(variants.some((v) => v.hashtags.some((t) => tags.includes(t)))).toBe(true);
    }
    for (const tags of Object.values(pack.hashtags.category))
      for (const tag of tags) expect([tag, scriptShare(tag, lang.script)]).toEqual([tag, 1]);
  });

  it('invents no rating, review, newness, offer, scarcity or popularity', () => {
    for (const { variants } of [...casual, ...mixed])
      for (const v of variants) expect(inventedIn(v.caption)).toEqual([]);
  });

  it('states the caller’s claims when given, in the language', () => {
    const claims: Claims = {
      rating: 4,
      isNew: true,
      offer: 'OFFER-TEXT',
      limitedStock: true,
      review: 'REVIEW-TEXT',
    };
    const text = captions(lang, (s) => TONES[s % TONES.length]!, claims)
      .flatMap(({ variants }) => variants.map((v) => v.caption))
      .join('\n');
    expect(text).toContain('★★★★☆');
    expect(text).toContain('OFFER-TEXT');
    expect(text).toContain('REVIEW-TEXT');
    for (const hook of pack.claims.newHooks) expect(inventedIn(hook({ name: 'X' } as never))).not.toEqual([]);
    expect(inventedIn(pack.claims.limitedStock('casual'))).not.toEqual([]);
    expect(inventedIn(pack.claims.rating(4))).not.toEqual([]);
    expect(inventedIn(pack.claims.offer('OFFER-TEXT', 'urgent'))).not.toEqual([]);
  });

  it('writes every preset’s style and tone on every platform in the language, within its limit, inventing nothing', () => {
    for (const presetId of PRESETS.map((p) => p.presetId))
      for (const tone of TONES)
        for (const platform of ALL_PLATFORMS)
          for (const [subject] of lang.subjects.slice(0, 1)) {
            const drafts = draftTemplateCopy({
              subject,
              platform,
              tone,
              presetId,
              variants: 5,
              language: lang.language,
              seed: 7,
            });
            for (const draft of drafts) {
              const { caption } = fitCaption(platform, draft, cleanSubject(subject));
              expect(countCharacters(platform, caption)).toBeLessThanOrEqual(
                PLATFORM_LIMITS[platform].maxLength,
              );
              expect(inventedIn(caption)).toEqual([]);
              const text = masked(caption, subject);
              expect([caption, scriptShare(text, lang.script) >= 0.9]).toEqual([caption, true]);
              if (lang.never) expect(text).not.toMatch(lang.never);
              if (lang.fullWidth) expect(caption.replaceAll(subject, '◊')).not.toMatch(HALF_WIDTH_IN_CJK);
            }
          }
  });

  it('states claims in storyboards only when given, in the language', () => {
    const [subject] = lang.subjects[0]!;
    for (const presetId of STORYBOARDS) {
      const plain = planStoryboard({ preset: { presetId }, subject, seed: 3, language: lang.language });
      expect(inventedIn(plain.voiceoverScript + plain.scenes.map((s) => s.onScreenText).join(' '))).toEqual(
        [],
      );
      const claimed = planStoryboard({
        preset: { presetId },
        subject,
        seed: 3,
        language: lang.language,
        claims: { review: 'REVIEW-TEXT', reviewer: 'Ana', isNew: true, offer: 'OFFER-TEXT' },
      });
      const script = claimed.voiceoverScript;
      if (presetId === 'video-storyboard-ugc') expect(script).toContain('REVIEW-TEXT');
      expect(script).toContain('OFFER-TEXT');
      for (const scene of claimed.scenes) {
        const rest = maskedScene(scene.voiceover, subject).replace(/REVIEW-TEXT|OFFER-TEXT|Ana/gu, '');
        expect([scene.voiceover, scriptShare(rest, lang.script) >= 0.9]).toEqual([scene.voiceover, true]);
      }
    }
  });

  it('plans storyboards in the language that read in 15–30 s at its voiceover pace', () => {
    for (const presetId of STORYBOARDS)
      for (const tone of TONES)
        for (const seed of [1, 2, 3, 4])
          for (const [subject] of lang.subjects.slice(0, 3)) {
            const board = planStoryboard({
              preset: { presetId },
              subject,
              seed,
              tone,
              language: lang.language,
            });
            expect(board.durationSeconds).toBeGreaterThanOrEqual(15);
            expect(board.durationSeconds).toBeLessThanOrEqual(30);
            // Never read faster than the pace: every line fits the time its scene is given.
            const natural = board.scenes.reduce((sum, scene) => sum + spokenSeconds(scene.voiceover), 0);
            expect(natural).toBeLessThanOrEqual(30.5);
            expect(natural).toBeGreaterThanOrEqual(12);
            for (const scene of board.scenes) {
              expect(spokenSeconds(scene.voiceover)).toBeLessThanOrEqual(scene.durationSeconds + 0.25);
              for (const text of [scene.shot, scene.voiceover, scene.onScreenText]) {
                const rest = maskedScene(text, subject);
                expect([text, scriptShare(rest, lang.script) >= 0.9]).toEqual([text, true]);
                if (lang.never) expect(rest).not.toMatch(lang.never);
              }
              const words = maskedScene(scene.onScreenText, subject);
              expect([scene.onScreenText, countGraphemes(words) <= 12]).toEqual([scene.onScreenText, true]);
            }
          }
  });

  it('draws short words in the language on the pictures', () => {
    const { scene } = pack;
    const stickers = [
      ...scene.buttons,
      ...scene.lifestyleCaptions,
      ...scene.unboxingStickers,
      ...Object.values(scene.eyebrows),
      scene.newBadge,
      ...scene.headlines.map((line) => line('◊')),
      ...scene.selfieNotes.map((line) => line('◊')),
    ];
    for (const sticker of stickers) {
      expect(countGraphemes(sticker.replace('◊', '').replace(/\s/gu, ''))).toBeLessThanOrEqual(8);
      expect([sticker, scriptShare(sticker, lang.script)]).toEqual([sticker, 1]);
    }
  });
});

describe('Korean particles after the product’s name', () => {
  it('follow the last sound: a consonant, a vowel, ㄹ or a digit read aloud', () => {
    expect(josa('세럼', '을/를')).toBe('세럼을');
    expect(josa('스피커', '을/를')).toBe('스피커를');
    expect(josa('세럼', '이/가')).toBe('세럼이');
    expect(josa('스피커', '이/가')).toBe('스피커가');
    expect(josa('세럼', '은/는')).toBe('세럼은');
    expect(josa('스피커', '과/와')).toBe('스피커와');
    expect(josa('세럼', '과/와')).toBe('세럼과');
    expect(josa('오일', '으로/로')).toBe('오일로');
    expect(josa('세럼', '으로/로')).toBe('세럼으로');
    expect(josa('갤럭시 S23', '을/를')).toBe('갤럭시 S23을');
    expect(josa('갤럭시 S24', '을/를')).toBe('갤럭시 S24를');
  });

  it('leave the particle out after a Latin letter, whose sound the writing does not tell', () => {
    expect(josa('Nocta', '을/를')).toBe('Nocta');
    expect(josa('Halo speaker', '이/가')).toBe('Halo speaker');
    expect(josa('Nocta', '과/와')).toBe('Nocta하고');
  });

  const text = (subject: string) =>
    TONES.flatMap((tone) =>
      (['instagram', 'linkedin', 'tiktok'] as const).flatMap((platform) =>
        [1, 2, 3].flatMap((seed) =>
          ['ugc-selfie-review', 'ugc-lifestyle', 'video-storyboard-product', undefined].flatMap((presetId) =>
            draftTemplateCopy({
              subject,
              platform,
              tone,
              variants: 5,
              language: 'ko',
              seed,
              ...(presetId ? { presetId } : {}),
            }).map((d) => fitCaption(platform, d, subject).caption),
          ),
        ),
      ),
    ).join('\n');

  it('are right in captions for names ending in a consonant, a vowel and a Latin letter', () => {
    const consonant = text('비타민 세럼');
    expect(consonant).toMatch(/비타민 세럼[을이은과]/u);
    expect(consonant).not.toMatch(/비타민 세럼(를|가|는|와)(?!\p{L})/u);
    expect(consonant).not.toMatch(/비타민 세럼(를|가|는|와) /u);
    const vowel = text('블루투스 스피커');
    expect(vowel).toMatch(/블루투스 스피커[를가는와]/u);
    expect(vowel).not.toMatch(/블루투스 스피커(을|이|은|과)[ .,]/u);
    const latin = text('Nocta Pro');
    expect(latin).toMatch(/Nocta Pro 써/u);
    expect(latin).not.toMatch(/Nocta Pro[을를이가은는과와](?!\p{L})|Nocta Pro[을를이가은는과와] /u);
  });

  it('are right in storyboards too', () => {
    for (const seed of [1, 2, 3, 4, 5, 6])
      for (const presetId of STORYBOARDS) {
        const board = planStoryboard({
          preset: { presetId },
          subject: '블루투스 스피커',
          seed,
          language: 'ko',
        });
        expect(board.voiceoverScript).not.toMatch(/스피커(을|이|은|과)[ .,]/u);
      }
  });
});

describe('the copy guide’s sample captions', () => {
  const guide = readFileSync(new URL('../../../../../../docs/copy.md', import.meta.url), 'utf8').replace(
    /\s+/gu,
    ' ',
  );
  const samples: ReadonlyArray<readonly [Language, string, string]> = [
    ['ja', 'ゴールデンオーツ グラノーラ', 'ハロ スマートスピーカー'],
    ['ko', '골든 오트 그래놀라', 'Halo 스마트 스피커'],
    ['zh-Hans', '金色燕麦脆', 'Halo 智能音箱'],
    ['zh-Hant', '金黃燕麥穀麥', 'Halo 智慧喇叭'],
  ];
  const caption = (language: Language, subject: string, platform: Platform, tone: Tone) =>
    fitCaption(
      platform,
      draftTemplateCopy({ subject, platform, tone, variants: 1, language, seed: 7 })[0]!,
      subject,
    ).caption.replace(/\n\n/gu, ' / ');

  it.each(samples)('are what the %s pack writes', (language, food, audio) => {
    expect(guide).toContain(`\`${language}\`: "${caption(language, food, 'instagram', 'casual')}"`);
    expect(guide).toContain(`\`${language}\`: "${caption(language, audio, 'x', 'professional')}"`);
  });
});
