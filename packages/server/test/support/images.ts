import { once } from 'node:events';
import { crc32, createDeflate } from 'node:zlib';
import sharp from 'sharp';

/** A real photo-like image: a gradient with some shapes, so encoders have work to do. */
export async function sampleImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif',
  width = 640,
  height = 480,
): Promise<Buffer> {
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g"><stop offset="0" stop-color="#f4a261"/><stop offset="1" stop-color="#2a9d8f"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#264653"/>
    </svg>`,
  );
  const image = sharp(svg);
  switch (format) {
    case 'png':
      return image.png().toBuffer();
    case 'jpeg':
      return image.jpeg().toBuffer();
    case 'webp':
      return image.webp().toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    case 'avif':
      return image.avif({ effort: 0 }).toBuffer();
  }
}

/** A JPEG taken "sideways": stored 640×480 with EXIF orientation 6 (display rotated to 480×640) and GPS. */
export async function sidewaysJpegWithGps(): Promise<Buffer> {
  return sharp(await sampleImage('jpeg'))
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 24/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 3/1',
      },
    })
    .toBuffer();
}

/**
 * A PNG that claims width × height greyscale pixels of zeros: a few hundred kilobytes on disk,
 * `width × height` bytes once decoded. Built by streaming rows through zlib, never held whole.
 */
export async function pngBomb(width: number, height: number): Promise<Buffer> {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const deflate = createDeflate({ level: 1 });
  const parts: Buffer[] = [];
  deflate.on('data', (d: Buffer) => parts.push(d));
  // About a mebibyte a write, however narrow the rows: a 1-pixel-wide bomb has millions of them.
  const rowsPerWrite = Math.max(1, Math.floor(2 ** 20 / (width + 1)));
  const rows = Buffer.alloc((width + 1) * rowsPerWrite); // filter byte + pixels, all zero
  for (let y = 0; y < height; y += rowsPerWrite) {
    const n = Math.min(rowsPerWrite, height - y);
    if (!deflate.write(rows.subarray(0, (width + 1) * n))) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A GIF whose header claims a `width` × `height` canvas and `frames` frames, each frame a single
 * pixel: about twenty bytes a frame on disk, `width × height` pixels a frame once decoded.
 */
export function gifBomb(width: number, height: number, frames: number): Buffer {
  const u16 = (n: number) => Buffer.from([n & 0xff, n >> 8]);
  const frame = Buffer.concat([
    Buffer.from([0x21, 0xf9, 0x04, 0x00]), // graphic control: no disposal,
    u16(10), // a tenth of a second,
    Buffer.from([0x00, 0x00]), // no transparency
    Buffer.from([0x2c]), // image descriptor: 1×1 at the top left, no local colours
    u16(0),
    u16(0),
    u16(1),
    u16(1),
    Buffer.from([0x00]),
    Buffer.from([0x02, 0x02, 0x44, 0x01, 0x00]), // LZW: clear, colour 0, end
  ]);
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    u16(width),
    u16(height),
    Buffer.from([0x80, 0x00, 0x00]), // a global table of two colours
    Buffer.from([0, 0, 0, 255, 255, 255]),
    Buffer.from([0x21, 0xff, 0x0b]),
    Buffer.from('NETSCAPE2.0', 'latin1'),
    Buffer.from([0x03, 0x01, 0x00, 0x00, 0x00]), // loop forever
    ...Array<Buffer>(frames).fill(frame),
    Buffer.from([0x3b]),
  ]);
}

/**
 * An animated WebP that is slow to re-encode (24 frames of 1000×1000 noise, several seconds on a
 * small machine) yet quick to make: the frames are one noise tile, each shifted, so every frame
 * differs and none is merged into the one before.
 */
export async function slowWebp(): Promise<Buffer> {
  const size = 1000;
  const frames = 24;
  const noise = await sharp({
    create: {
      width: size,
      height: size,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .raw()
    .toBuffer();
  const strip = Buffer.concat(
    Array.from({ length: frames }, (_, i) => {
      const shift = (i * 7919 * 3) % noise.length;
      return Buffer.concat([noise.subarray(shift), noise.subarray(0, shift)]);
    }),
  );
  return sharp(strip, { raw: { width: size, height: size * frames, channels: 3, pageHeight: size } })
    .webp({ quality: 50, effort: 0 })
    .toBuffer();
}

/** The first `length` bytes of `image`, then the format's own end marker when it has one. */
export function cutShort(image: Buffer, length: number, format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif') {
  const end: Partial<Record<typeof format, Buffer>> = {
    jpeg: Buffer.from([0xff, 0xd9]), // EOI
    gif: Buffer.from([0x3b]), // trailer
    png: Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]), // IEND
  };
  return Buffer.concat([image.subarray(0, length), end[format] ?? Buffer.alloc(0)]);
}
