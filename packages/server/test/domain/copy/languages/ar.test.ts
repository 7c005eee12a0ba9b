import { checkPack } from './pack-checks.js';

checkPack({
  language: 'ar',
  check: { script: /\p{Script=Arabic}/u },
  subjects: [
    ['سيروم فيتامين سي للبشرة', 'skincare'],
    ['قهوة عربية بالهيل', 'coffee'],
    ['شاي أخضر بالنعناع', 'tea'],
    ['عطر العود الملكي', 'fragrance'],
    ['سماعات لاسلكية', 'audio'],
    ['حذاء جري خفيف', 'footwear'],
    ['شمعة معطرة بالفانيليا', 'candles'],
    ['طعام عضوي للقطط', 'pets'],
    ['تمر مجدول فاخر', 'food'],
    ['عباية سوداء بتطريز يدوي', 'apparel'],
  ],
});
