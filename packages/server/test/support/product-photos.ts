import sharp from 'sharp';

/**
 * Product photos drawn with SVG, no downloads: a serum bottle shot on a plain white background
 * (with the faint floor shadow a real packshot has), and a jar as a transparent PNG.
 */
export async function bottleOnWhite(width = 800, height = 1000): Promise<Buffer> {
  const cx = width / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 1000">
    <defs>
      <linearGradient id="glass" x1="0" x2="1"><stop offset="0" stop-color="#7a2e12"/><stop offset="0.35" stop-color="#c2571f"/><stop offset="0.6" stop-color="#a8461a"/><stop offset="1" stop-color="#5c210c"/></linearGradient>
      <linearGradient id="cap" x1="0" x2="1"><stop offset="0" stop-color="#1d1d1f"/><stop offset="0.4" stop-color="#4a4a4f"/><stop offset="1" stop-color="#111"/></linearGradient>
      <radialGradient id="floor"><stop offset="0" stop-color="#000" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="800" height="1000" fill="#ffffff"/>
    <ellipse cx="${cx}" cy="880" rx="210" ry="26" fill="url(#floor)"/>
    <rect x="330" y="120" width="140" height="70" rx="18" fill="#2b2b2e"/>
    <rect x="352" y="180" width="96" height="130" rx="14" fill="url(#cap)"/>
    <path d="M250 380 Q250 300 330 300 L470 300 Q550 300 550 380 L550 820 Q550 880 490 880 L310 880 Q250 880 250 820 Z" fill="url(#glass)"/>
    <rect x="272" y="330" width="26" height="500" rx="13" fill="#ffffff" fill-opacity="0.28"/>
    <rect x="285" y="500" width="230" height="250" rx="8" fill="#f6efe4"/>
    <rect x="315" y="545" width="170" height="22" rx="4" fill="#3b2a20"/>
    <rect x="335" y="585" width="130" height="10" rx="3" fill="#8a6f5c"/>
    <rect x="345" y="680" width="110" height="8" rx="3" fill="#8a6f5c"/>
    <rect x="365" y="700" width="70" height="8" rx="3" fill="#8a6f5c"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

export async function jarWithAlpha(width = 700, height = 640): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 700 640">
    <defs>
      <linearGradient id="body" x1="0" x2="1"><stop offset="0" stop-color="#0e5d57"/><stop offset="0.4" stop-color="#2a9d8f"/><stop offset="1" stop-color="#0b4a45"/></linearGradient>
      <linearGradient id="lid" x1="0" x2="1"><stop offset="0" stop-color="#d9d4cc"/><stop offset="0.45" stop-color="#ffffff"/><stop offset="1" stop-color="#bdb6ab"/></linearGradient>
    </defs>
    <rect x="150" y="60" width="400" height="120" rx="24" fill="url(#lid)"/>
    <path d="M130 220 Q130 170 180 170 L520 170 Q570 170 570 220 L570 540 Q570 600 510 600 L190 600 Q130 600 130 540 Z" fill="url(#body)"/>
    <rect x="160" y="200" width="30" height="360" rx="15" fill="#ffffff" fill-opacity="0.25"/>
    <rect x="210" y="300" width="280" height="190" rx="10" fill="#fdf6e9"/>
    <circle cx="350" cy="360" r="34" fill="#e76f51"/>
    <rect x="270" y="420" width="160" height="14" rx="4" fill="#264653"/>
    <rect x="300" y="446" width="100" height="9" rx="3" fill="#6b7f86"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
