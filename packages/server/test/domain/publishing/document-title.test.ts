/**
 * The title of a LinkedIn document post: the one given, else the LinkedIn caption's first line
 * (cut at a word), else "Document"; no document at all unless the post asks for one.
 */
import { describe, expect, it } from 'vitest';
import { documentOf } from '../../../src/domain/publishing/publication.js';
import type { PostRecord } from '../../../src/ports/persistence/posts.js';

const post = (caption: string, linkedin?: PostRecord['perPlatform']['linkedin']) =>
  ({ caption, perPlatform: linkedin ? { linkedin } : {} }) as PostRecord;

describe('a document post’s title', () => {
  it('is asked for with format "document" only', () => {
    expect(documentOf(post('Spring lookbook'), 'linkedin')).toBeUndefined();
    expect(documentOf(post('Spring lookbook', { caption: 'Own words' }), 'linkedin')).toBeUndefined();
    expect(documentOf(post('Spring lookbook', { format: 'document' }), 'x')).toBeUndefined();
  });

  it('is the one given', () => {
    expect(
      documentOf(post('Spring lookbook', { format: 'document', title: 'Lookbook 2026' }), 'linkedin'),
    ).toEqual({ title: 'Lookbook 2026' });
  });

  it('is else the first line of LinkedIn’s caption, or of the post’s', () => {
    expect(documentOf(post('\n  Spring lookbook  \nSix looks.', { format: 'document' }), 'linkedin')).toEqual(
      {
        title: 'Spring lookbook',
      },
    );
    expect(
      documentOf(post('Not this', { format: 'document', caption: 'The routine\nThree steps' }), 'linkedin'),
    ).toEqual({ title: 'The routine' });
    expect(documentOf(post('', { format: 'document' }), 'linkedin')).toEqual({ title: 'Document' });
  });

  it('is cut at a word when the line is long, within 100 characters', () => {
    const line = `${'Serum '.repeat(30)}end`;
    const { title } = documentOf(post(line, { format: 'document' }), 'linkedin')!;
    expect([...title].length).toBeLessThanOrEqual(100);
    expect(title).toMatch(/^Serum( Serum)* ?…$/);
    expect(title.endsWith('Serum…')).toBe(true);
  });
});
