import { checkPack } from './pack-checks.js';

checkPack({
  language: 'tr',
  check: { franc: 'tur' },
  subjects: [
    ['İpek yastık kılıfı', 'home'],
    ['C vitaminli aydınlatıcı serum', 'skincare'],
    ['Türk kahvesi', 'coffee'],
    ['Organik yeşil çay', 'tea'],
    ['Kablosuz kulaklık', 'audio'],
    ['Deri sırt çantası', 'accessories'],
    ['Koşu ayakkabısı', 'footwear'],
    ['Lavanta kokulu mum', 'candles'],
    ['Tahıllı köpek maması', 'pets'],
    ['Fındıklı granola', 'food'],
  ],
});
