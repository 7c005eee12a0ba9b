/** The signed-out pages' frame: what the product does, with pictures it made, beside the form. */
import { Wand2 } from 'lucide-react';
import type { ReactNode } from 'react';

const COLLAGE = [
  { src: '/samples/product-hero-color-1.webp', alt: '' },
  { src: '/samples/ugc-lifestyle-1.webp', alt: '' },
  { src: '/samples/ugc-unboxing-2.webp', alt: '' },
];

export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="auth">
      <section className="auth-showcase" aria-hidden>
        <p className="brand light">
          <span className="brand-mark">
            <Wand2 />
          </span>
          Contentforge
        </p>
        <p className="auth-pitch">
          Product pictures, captions and posts for every channel — made, kept and published in one place.
        </p>
        <div className="collage">
          {COLLAGE.map((image) => (
            <img key={image.src} src={image.src} alt={image.alt} width={180} height={225} />
          ))}
        </div>
      </section>
      <main className="auth-main" id="main">
        <div className="auth-card">{children}</div>
      </main>
    </div>
  );
}
