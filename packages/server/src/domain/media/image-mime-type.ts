/** The five media types the library accepts (a module of its own: the web app counts with rules that name it). */
export type ImageMimeType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif' | 'image/gif';
