import { describe, expect, it } from 'vitest';
import { chooseLanguage, detectLanguage, isWrittenIn } from '../../../src/domain/copy/detect-language.js';
import type { Language } from '../../../src/domain/languages.js';

describe('telling the language of a subject', () => {
  it.each([
    ['日本製の抹茶セット', 'ja'],
    ['Nocta ワイヤレスイヤホン', 'ja'],
    ['オーガニック', 'ja'],
    ['Nocta 무선 이어폰', 'ko'],
    ['비타민 C 세럼', 'ko'],
    ['سيروم فيتامين سي للبشرة', 'ar'],
    ['प्राकृतिक हर्बल शैम्पू', 'hi'],
    ['无线降噪耳机', 'zh-Hans'],
    ['无线蓝牙耳机 Pro', 'zh-Hans'],
    ['無線藍牙耳機', 'zh-Hant'],
    ['手工陶瓷咖啡杯，轻巧耐热 (350 ml)', 'zh-Hans'],
    ['手工陶瓷咖啡杯，輕巧耐熱', 'zh-Hant'],
  ])('by its script: %s → %s', (subject, language) => {
    expect(detectLanguage(subject)).toEqual([language]);
  });

  it('reads Han without kana or a telling character as either Chinese', () => {
    expect(detectLanguage('抹茶')).toEqual(['zh-Hans', 'zh-Hant']);
  });

  it('says nothing of a script no documented language is written in, or of Persian', () => {
    expect(detectLanguage('Беспроводные наушники')).toEqual([]);
    expect(detectLanguage('หูฟังไร้สาย')).toEqual([]);
    expect(detectLanguage('کرم مرطوب کننده پوست')).toEqual([]);
  });

  it.each([
    ['Running shoes for trail', 'en'],
    ['Hand-poured beeswax candle with cotton wick', 'en'],
    ['Auriculares inalámbricos con cancelación de ruido', 'es'],
    ["Crème hydratante à l'acide hyaluronique", 'fr'],
    ['Granola croustillant aux noix', 'fr'],
    ['Kabellose Kopfhörer mit Geräuschunterdrückung', 'de'],
    ['Feuchtigkeitscreme für das Gesicht', 'de'],
    ['Crema viso idratante alla vitamina C', 'it'],
    ['Pasta di semola di grano duro', 'it'],
    ['Draadloze oordopjes met ruisonderdrukking', 'nl'],
    ['Krem nawilżający do twarzy', 'pl'],
    ['Kablosuz kulaklık', 'tr'],
    ['Nemlendirici yüz kremi', 'tr'],
    ['Sepatu lari wanita ringan', 'id'],
  ])('by franc, in the documented Latin-script languages: %s → %s', (subject, language) => {
    expect(detectLanguage(subject)[0]).toBe(language);
  });

  it.each([
    ['Kabellose Kopfhörer', 'de'],
    ['Kopfhörer', 'de'],
    ['Zöpfe Bürste', 'de'],
  ])(
    'rules out a language that never writes the spelling, whatever the trigrams say: %s → %s',
    (subject, language) => {
      // franc scores these Turkish ("pf" is never Turkish) and Dutch (Dutch puts "ö" only after a vowel).
      expect(detectLanguage(subject)[0]).toBe(language);
    },
  );

  it('does not take a German name with a brand for Turkish', () => {
    expect(detectLanguage('Kabellose Kopfhörer Nocta')).not.toContain('tr');
  });

  it('reads Portuguese as either Portugal’s or Brazil’s', () => {
    expect(detectLanguage('Fones de ouvido sem fio')).toEqual(['pt', 'pt-BR']);
  });

  it.each([
    ['Auriculares inalámbricos Nocta', 'es'],
    ['Zapatillas de running ligeras', 'es'],
    ['Auricolari wireless Nocta', 'it'],
    ['Draadloze koptelefoon Nocta', 'nl'],
    ['Handgemaakte keramische mok', 'nl'],
    ['Kabellose Kopfhörer Nocta', 'de'],
    ['Duftkerze aus Sojawachs', 'de'],
    ['Halo smart speaker', 'en'],
    ['Extra virgin olive oil', 'en'],
  ])('tells a short name by the product words its language knows: %s → %s', (subject, language) => {
    // Three words give franc too few trigrams: it read the first as English and the second as Dutch.
    expect(detectLanguage(subject)[0]).toBe(language);
  });

  it.each(['Golden oat granola', 'Vitamin C serum', 'Nocta', 'Glow serum'])(
    'says nothing when a short Latin-script name could be several languages: %s',
    (subject) => {
      // "Golden oat granola" scores German first; a brand name or a few borrowed words must not move
      // copy into a language nobody asked for.
      expect(detectLanguage(subject)).toEqual([]);
    },
  );

  it('reads a longer text in any documented Latin-script language', () => {
    expect(
      detectLanguage(
        'Une bougie coulée à la main dans un pot en céramique, qui parfume la pièce de notes de figue et de cèdre pendant des heures.',
      ),
    ).toEqual(['fr']);
  });
});

describe('choosing the language to write in', () => {
  const written =
    (...languages: Language[]) =>
    (l: Language) =>
      languages.includes(l);

  it('takes the request’s, then the brand voice’s, over the subject’s', () => {
    expect(chooseLanguage({ requested: 'en', subject: 'Nocta 무선 이어폰' }, written('en', 'ko'))).toBe('en');
    expect(chooseLanguage({ brandLanguage: 'de', subject: 'Nocta 무선 이어폰' }, written('de', 'ko'))).toBe(
      'de',
    );
  });

  it('writes in the subject’s language when its pack is written', () => {
    expect(
      chooseLanguage({ subject: 'Nocta 무선 이어폰', workspaceDefault: 'fr' }, written('en', 'ko', 'fr')),
    ).toBe('ko');
  });

  it('falls back to the workspace’s default, then English, when the subject does not tell or its pack is not written', () => {
    expect(
      chooseLanguage({ subject: 'Golden oat granola', workspaceDefault: 'fr' }, written('en', 'fr')),
    ).toBe('fr');
    expect(
      chooseLanguage({ subject: 'Nocta 무선 이어폰', workspaceDefault: 'fr' }, written('en', 'fr')),
    ).toBe('fr');
    expect(chooseLanguage({ subject: 'Golden oat granola', workspaceDefault: 'fr' }, written('en'))).toBe(
      'en',
    );
    expect(chooseLanguage({ subject: 'Nocta 무선 이어폰', workspaceDefault: null }, written('en'))).toBe(
      'en',
    );
    expect(chooseLanguage({ brandLanguage: 'de', subject: 'Glow serum' }, written('en'))).toBe('en');
  });

  it('lets the workspace’s default settle what the script cannot', () => {
    expect(
      chooseLanguage({ subject: '抹茶', workspaceDefault: 'zh-Hant' }, written('en', 'zh-Hans', 'zh-Hant')),
    ).toBe('zh-Hant');
    expect(chooseLanguage({ subject: '抹茶' }, written('en', 'zh-Hans', 'zh-Hant'))).toBe('zh-Hans');
    expect(
      chooseLanguage(
        { subject: 'Fones de ouvido sem fio', workspaceDefault: 'pt-BR' },
        written('en', 'pt', 'pt-BR'),
      ),
    ).toBe('pt-BR');
  });

  it('uses the packs written today by default: English for everything but a request', () => {
    expect(chooseLanguage({ subject: 'Running shoes for trail' })).toBe('en');
    expect(chooseLanguage({ subject: 'Golden oat granola', workspaceDefault: null })).toBe('en');
  });
});

describe('checking written copy is in a language', () => {
  it('measures the share of the script for non-Latin languages', () => {
    expect(isWrittenIn('毎日がもっと楽しくなります。今すぐチェック', 'ja')).toBe(true);
    expect(isWrittenIn('每天都更美好。立即购买', 'ja')).toBe(false);
    expect(isWrittenIn('每天都更美好。立即购买', 'zh-Hans')).toBe(true);
    expect(isWrittenIn('The upgrade your day was missing. Shop now', 'ko')).toBe(false);
    expect(isWrittenIn('하루가 달라집니다. 지금 확인하세요', 'ko')).toBe(true);
    expect(isWrittenIn('هو ما كان ينقص يومك. تسوّق الآن', 'ar')).toBe(true);
    expect(isWrittenIn('आपके दिन को बेहतर बनाता है। अभी खरीदें', 'hi')).toBe(true);
  });

  it('asks franc about Latin-script text only when it is long enough to tell', () => {
    expect(isWrittenIn('Shop now', 'fr')).toBeUndefined();
    expect(isWrittenIn('今すぐチェックしてください', 'en')).toBe(false);
    const english =
      'This lamp keeps the whole evening warm and even, without glare, and charges your phone on the desk while you work.';
    expect(isWrittenIn(english, 'en')).toBe(true);
    expect(isWrittenIn(english, 'de')).toBe(false);
  });
});
