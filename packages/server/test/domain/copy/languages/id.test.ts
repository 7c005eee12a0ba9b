import { checkPack } from './pack-checks.js';

checkPack({
  language: 'id',
  check: { franc: 'ind' },
  subjects: [
    ['Serum wajah vitamin C', 'skincare'],
    ['Kopi susu gula aren', 'coffee'],
    ['Teh melati organik', 'tea'],
    ['Sepatu lari ringan', 'footwear'],
    ['Tas ransel kulit', 'accessories'],
    ['Speaker bluetooth portabel', 'audio'],
    ['Lilin aromaterapi lavender', 'candles'],
    ['Makanan kucing dewasa', 'pets'],
    ['Keripik singkong pedas', 'snacks'],
    ['Sambal bawang', 'food'],
  ],
});
