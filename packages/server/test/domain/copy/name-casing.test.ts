import { describe, expect, it } from 'vitest';
import { createTemplatesCopyEngine } from '../../../src/adapters/engines/templates/templates-copy-engine.js';
import { ENGLISH } from '../../../src/domain/copy/languages/en.js';
import { SPANISH } from '../../../src/domain/copy/languages/es.js';
import { inSentenceCasing, nameInSentence } from '../../../src/domain/copy/name-casing.js';
import { fillLine } from '../../../src/domain/copy/subject-phrase.js';
import { writeCaptions } from '../../../src/domain/copy/write-copy.js';
import { planStoryboard } from '../../../src/domain/generations/storyboard.js';
import type { Language } from '../../../src/domain/languages.js';
import { findPreset, isStoryboardPreset } from '../../../src/domain/presets/preset-catalogue.js';
import type { Platform, Tone } from '../../../src/ports/copy-engine.js';
import { fitLine } from '../../../src/studio/name-fitting.js';
import { defaultBriefs } from '../../../src/studio/scenes/storyboard.js';

async function captions(language: Language, subject: string, platform: Platform, tone: Tone, seed = 7) {
  const variants = await writeCaptions(createTemplatesCopyEngine(), {
    subject,
    platform,
    tone,
    variants: 5,
    language,
    seed,
  });
  return variants.map((v) => v.caption);
}

describe('a name in sentence case, in the middle of a sentence', () => {
  it.each([
    ['en', 'Red stoneware serving bowl', 'red stoneware serving bowl'],
    ['en', 'Forged steel claw hammer', 'forged steel claw hammer'],
    ['es', 'Auriculares inalámbricos Nocta', 'auriculares inalámbricos Nocta'],
    ['fr', 'Granola croustillant aux amandes', 'granola croustillant aux amandes'],
    ['it', 'Auricolari wireless Nocta X200', 'auricolari wireless Nocta X200'],
    ['pt', 'Auscultadores sem fios Nocta', 'auscultadores sem fios Nocta'],
    ['nl', 'IJzeren pan met deksel', 'ijzeren pan met deksel'],
    ['tr', 'İpek yastık kılıfı', 'ipek yastık kılıfı'],
    ['id', 'Kopi susu gula aren', 'kopi susu gula aren'],
    ['de', 'Kabellose Kopfhörer Nocta', 'kabellose Kopfhörer Nocta'],
    ['de', 'Knuspriges Granola mit Mandeln', 'knuspriges Granola mit Mandeln'],
    ['de', 'Vegane Proteinriegel Schoko', 'vegane Proteinriegel Schoko'],
  ] as const)('%s: "%s" is said "%s"', (language, name, said) => {
    expect(nameInSentence(name, language)).toBe(said);
  });

  it.each([
    ['en', 'Red Stoneware Serving Bowl'],
    ['en', 'Nocta Pro'],
    ['en', 'AURA soy candle'],
    ['en', 'iPhone 15 case'],
    ['en', 'Nocta'],
    ['en', 'Halo smart speaker'],
    ['en', 'The Ordinary niacinamide serum'],
    ['es', 'Cien años de soledad'],
    ['de', 'Kopfhörer Nocta mit Geräuschunterdrückung'],
    ['de', 'Nocta Kabellose Kopfhörer'],
    ['de', 'Kabellose'],
    ['ja', 'Red stoneware serving bowl'],
  ] as const)(
    '%s: keeps "%s" as written: a name, a brand first, or a language that keeps it',
    (language, name) => {
      expect(nameInSentence(name, language)).toBe(name);
    },
  );

  it('lowers the name inside the captions of every language that writes common nouns in lower case', async () => {
    const spanish = (await captions('es', 'Auriculares inalámbricos Nocta', 'x', 'professional')).join('\n');
    expect(spanish).toContain('Hablemos de auriculares inalámbricos Nocta');
    expect(spanish).not.toMatch(/[^.!?¡¿\n] Auriculares inalámbricos/u);
    const english = (await captions('en', 'Red stoneware serving bowl', 'instagram', 'casual')).join('\n');
    expect(english).toContain('the red stoneware serving bowl');
    expect(english).not.toMatch(/\b(the|to|on|of) Red stoneware/u);
    const dutch = (await captions('nl', 'Draadloze oordopjes Nocta', 'x', 'professional')).join('\n');
    expect(dutch).toContain('Focus op wat telt: draadloze oordopjes Nocta.');
  });

  it('lowers only the opening adjective of a German name: its nouns keep the capital', async () => {
    const german = (await captions('de', 'Kabellose Kopfhörer Nocta', 'x', 'professional')).join('\n');
    expect(german).toContain('Konzept, Nutzung, Details: kabellose Kopfhörer Nocta im Überblick.');
    expect(german).not.toMatch(/[^.!?\n] Kabellose Kopfhörer/u);
    expect(german).not.toMatch(/kopfhörer Nocta/u);
    // A shorter form without the adjective keeps its noun's capital.
    const casing = inSentenceCasing('Kabellose Kopfhörer Nocta', 'de');
    expect(casing('Kabellose Kopfhörer')).toBe('kabellose Kopfhörer');
    expect(casing('Kopfhörer Nocta')).toBe('Kopfhörer Nocta');
  });

  it('keeps the capital where the name starts a sentence', async () => {
    const line = (s: { name: string }) => `${s.name} is here. Meet ${s.name}. ✨ ${s.name}? Yes: ${s.name}.`;
    expect(fillLine(line, 'Red stoneware serving bowl', false, (f) => nameInSentence(f, 'en'))).toBe(
      'Red stoneware serving bowl is here. Meet red stoneware serving bowl. ✨ Red stoneware serving bowl? Yes: red stoneware serving bowl.',
    );
    const spanish = (s: { name: string }) => `¡${s.name} ya está aquí! Te presento ${s.name}.`;
    expect(fillLine(spanish, 'Auriculares inalámbricos Nocta', true, (f) => nameInSentence(f, 'es'))).toBe(
      '¡Auriculares inalámbricos Nocta ya está aquí! Te presento auriculares inalámbricos Nocta.',
    );
    for (const caption of await captions('en', 'Red stoneware serving bowl', 'instagram', 'playful', 3))
      expect(caption).not.toMatch(/(^|[.!?]\s)red stoneware/mu);
  });

  it('says it the same way in storyboards, headlines and keyframe headings', () => {
    const preset = findPreset('video-storyboard-product')!;
    if (!isStoryboardPreset(preset)) throw new Error('video-storyboard-product');
    const voiceovers = [1, 2, 3, 4, 5].map(
      (seed) =>
        planStoryboard({ preset, subject: 'Auriculares inalámbricos Nocta', seed, language: 'es' })
          .voiceoverScript,
    );
    expect(voiceovers.join(' ')).toMatch(/[a-zé,] auriculares inalámbricos Nocta/u);
    expect(voiceovers.join(' ')).not.toMatch(/[a-zé,] Auriculares inalámbricos/u);

    expect(fitLine(ENGLISH.scene.headlines, 'Red stoneware serving bowl', 60, 'en')).toBe(
      'Meet the red stoneware serving bowl',
    );
    // A headline that opens with the name keeps it as written.
    expect(fitLine([(name) => `${name}. Made to be noticed.`], 'Red stoneware serving bowl', 60, 'en')).toBe(
      'Red stoneware serving bowl. Made to be noticed.',
    );
    expect(fitLine(SPANISH.scene.headlines, 'Auriculares inalámbricos Nocta', 60, 'es')).toBe(
      'Descubre auriculares inalámbricos Nocta',
    );
    expect(fitLine(ENGLISH.scene.headlines, 'Kabellose Kopfhörer Nocta', 60, 'de')).toBe(
      'Meet the kabellose Kopfhörer Nocta',
    );
    expect(defaultBriefs('product', 'Forged steel claw hammer', 1)[0]!.onScreenText).toBe(
      'Introducing forged steel claw hammer',
    );
    expect(defaultBriefs('product', 'Nocta Pro', 1)[0]!.onScreenText).toBe('Introducing Nocta Pro');
  });
});
