import { checkPack } from './pack-checks.js';

checkPack({
  language: 'hi',
  check: { script: /\p{Script=Devanagari}/u },
  subjects: [
    ['विटामिन सी ग्लो सीरम', 'skincare'],
    ['मसाला चाय', 'tea'],
    ['साउथ इंडियन फ़िल्टर कॉफ़ी', 'coffee'],
    ['रनिंग जूते', 'footwear'],
    ['सूती कुर्ता', 'apparel'],
    ['वायरलेस ईयरबड्स', 'audio'],
    ['चंदन की ख़ुशबू वाली मोमबत्ती', 'candles'],
    ['कुत्तों के लिए ऑर्गेनिक ट्रीट्स', 'pets'],
    ['गोल्डन ओट्स ग्रेनोला', 'food'],
    ['हाथ से बने चाँदी के झुमके', 'jewellery'],
  ],
});
