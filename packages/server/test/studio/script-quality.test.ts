import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../src/domain/copy/detect-language.js';
import { PRESETS } from '../../src/domain/presets/preset-catalogue.js';
import { renderPresetOutputs } from '../../src/studio/index.js';
import { backgroundContrast, decode, expectInFrame, inkCoverage } from './quality-gates.js';
import { SCRIPT_SUBJECTS } from './script-subjects.js';

const squeeze = (text: string) => text.replace(/\s+/g, '');
const RIGHT_TO_LEFT = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

// Every preset, with a subject in every script family: every glyph drawn from a font (never a
// .notdef box), every text inside its box and the safe zone, legible, whole, and right-to-left
// paragraphs set right to left.
describe.each(PRESETS.map((p) => [p.presetId, p] as const))(
  'studio preset %s in every script',
  (_id, preset) => {
    it.each(Object.entries(SCRIPT_SUBJECTS))('draws a %s subject: %s', async (_family, subject) => {
      // In the language a run of this subject is written in, as the API chooses it: the stickers and
      // headlines are then that language's words, whose characters the subject may not have.
      const request = { preset, subject, seed: 7, language: chooseLanguage({ subject }) };
      const textless = [];
      for await (const output of renderPresetOutputs(request, { withoutText: true })) {
        textless.push(await decode(output.bytes));
      }
      let written = '';
      for await (const output of renderPresetOutputs(request)) {
        const final = await decode(output.bytes);
        for (const text of output.layout.texts) {
          const what = `${preset.presetId} #${output.index} ${text.role} ${JSON.stringify(text.lines)}`;
          expect(text.missingGlyphs, what).toEqual([]);
          const { box } = text;
          expectInFrame(box, preset, what);
          expect(text.ellipsized, what).toBe(false);
          expect(squeeze(text.lines.join('')), what).toBe(squeeze(text.text));
          expect(backgroundContrast(textless[output.index]!, box, text.colour), what).toBeGreaterThanOrEqual(
            4.5,
          );
          expect(inkCoverage(final, box, text.colour), what).toBeGreaterThan(0.02);
          // A paragraph that starts in Arabic or Hebrew runs right to left: its lines end at the
          // right edge of the block (or are centred, in a centred block). A name set apart in an
          // isolate inside another language's line does not decide the line's direction.
          const outsideIsolates = text.text.replace(/\u2068[^\u2069]*\u2069/gu, '');
          if (RIGHT_TO_LEFT.test(outsideIsolates.match(/[\p{L}]/u)?.[0] ?? '')) {
            expect(text.direction, what).toBe('rtl');
            for (const line of text.lineBoxes) {
              const end = text.align === 'middle' ? box.x + (box.width + line.width) / 2 : box.x + box.width;
              expect(line.x + line.width, what).toBeCloseTo(end, 1);
            }
          }
          written += text.lines.join('');
        }
      }
      // Without a product photo the subject itself is the hero: it is written out whole somewhere.
      expect(squeeze(written)).toContain(squeeze(subject));
    });
  },
);
