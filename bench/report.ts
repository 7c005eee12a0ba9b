import { mkdirSync, writeFileSync } from 'node:fs';

export type FigureStatus = 'pass' | 'below-target' | 'above-target' | 'info' | 'skipped' | 'failed';

/** One printed, charted and recorded figure. */
export interface Figure {
  id: string;
  label: string;
  unit: string;
  measured: number | null;
  /** The minimum the figure should reach (the maximum with targetIs 'max'); null for informative ones. */
  target: number | null;
  /** 'max' for a figure that should stay at or under its target (memory, say); 'min' when absent. */
  targetIs?: 'min' | 'max';
  /** What an informative figure is compared with instead of a target. */
  reference?: { label: string; value: number };
  status: FigureStatus;
  note?: string;
}

export function figureStatus(
  measured: number,
  target: number | null,
  targetIs: 'min' | 'max' = 'min',
): FigureStatus {
  if (target === null) return 'info';
  if (targetIs === 'max') return measured <= target ? 'pass' : 'above-target';
  return measured >= target ? 'pass' : 'below-target';
}

const STATUS_TEXT: Record<FigureStatus, string> = {
  pass: 'PASS',
  'below-target': 'BELOW TARGET',
  'above-target': 'ABOVE TARGET',
  info: 'info',
  skipped: 'SKIPPED',
  failed: 'FAILED',
};

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatValue(value: number, unit: string): string {
  if (unit === 'ratio') return value.toFixed(2);
  // Memory figures are tens of MiB at most: whole numbers would hide a difference that matters.
  if (unit === 'MiB') return value.toFixed(1);
  return whole.format(value);
}

/** `1.23x target` or `0.95x <reference>`: how the figure compares with what it is judged against. */
function comparison(figure: Figure): string {
  if (figure.measured === null) return '';
  if (figure.target !== null) return `${(figure.measured / figure.target).toFixed(2)}x target`;
  // A reference of 0 (no memory growth at all, say) gives no ratio worth printing.
  if (figure.reference && figure.reference.value !== 0) {
    return `${(figure.measured / figure.reference.value).toFixed(2)}x ${figure.reference.label}`;
  }
  return '';
}

export function formatFigure(figure: Figure): string {
  if (figure.measured === null) {
    return `  ${figure.label}: ${STATUS_TEXT[figure.status]}${figure.note ? ` (${figure.note})` : ''}`;
  }
  const unit = figure.unit === 'ratio' ? '' : figure.unit;
  const value = `${formatValue(figure.measured, figure.unit)} ${unit}`.trimEnd().padStart(16);
  const target =
    figure.target === null
      ? 'no target'
      : `target ${figure.targetIs === 'max' ? '<=' : '>='} ${formatValue(figure.target, figure.unit)}`;
  const parts = [`  ${figure.label.padEnd(54)}${value}`, target.padEnd(18), comparison(figure).padEnd(24)];
  return `${parts.join('   ')}${STATUS_TEXT[figure.status]}`;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? '&#39;');

const COLOURS: Record<FigureStatus, string> = {
  pass: '#2e7d32',
  'below-target': '#c62828',
  'above-target': '#c62828',
  info: '#1565c0',
  skipped: '#9e9e9e',
  failed: '#9e9e9e',
};

/**
 * A horizontal bar chart, one row a figure: the grey bar is the target (or, for an informative
 * figure, what it is compared with), the coloured one the measurement. The figures have different
 * units, so each row is scaled to its own larger bar.
 */
export function renderSvg(figures: Figure[], subtitle: string): string {
  const width = 860;
  const labelWidth = 320;
  const barWidth = 360;
  const rowHeight = 62;
  const top = 70;
  const height = top + figures.length * rowHeight + 40;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
      `viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="12">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="16" y="28" font-size="16" font-weight="bold">Contentforge bench: measured vs target</text>`,
    `<text x="16" y="48" fill="#555">${escapeXml(subtitle)}</text>`,
  ];
  figures.forEach((figure, i) => {
    const y = top + i * rowHeight;
    const x = labelWidth;
    out.push(`<text x="16" y="${y + 18}" font-weight="bold">${escapeXml(figure.label)}</text>`);
    out.push(
      `<text x="16" y="${y + 36}" fill="${COLOURS[figure.status]}">` +
        `${escapeXml(STATUS_TEXT[figure.status])}</text>`,
    );
    if (figure.measured === null) {
      const full = figure.note ? `${STATUS_TEXT[figure.status].toLowerCase()}: ${figure.note}` : '';
      // The whole reason is in the console output and the JSON; the chart keeps to its width.
      const note = full.length > 80 ? `${full.slice(0, 79)}…` : full;
      out.push(`<text x="${x}" y="${y + 26}" fill="#757575" font-style="italic">${escapeXml(note)}</text>`);
      return;
    }
    const compared =
      figure.target !== null
        ? { label: figure.targetIs === 'max' ? 'target, at most' : 'target', value: figure.target }
        : figure.reference
          ? { label: figure.reference.label, value: figure.reference.value }
          : null;
    const scale = barWidth / Math.max(figure.measured, compared?.value ?? 0, Number.MIN_VALUE);
    const unit = figure.unit === 'ratio' ? '' : ` ${figure.unit}`;
    if (compared) {
      const w = Math.max(1, compared.value * scale);
      out.push(`<rect x="${x}" y="${y + 4}" width="${w.toFixed(1)}" height="16" fill="#bdbdbd"/>`);
      out.push(
        `<text x="${(x + w + 6).toFixed(1)}" y="${y + 16}" fill="#555">` +
          `${escapeXml(`${compared.label} ${formatValue(compared.value, figure.unit)}${unit}`)}</text>`,
      );
    }
    const w = Math.max(1, figure.measured * scale);
    out.push(
      `<rect x="${x}" y="${y + 24}" width="${w.toFixed(1)}" height="20" fill="${COLOURS[figure.status]}"/>`,
    );
    out.push(
      `<text x="${(x + w + 6).toFixed(1)}" y="${y + 38}">` +
        `${escapeXml(`measured ${formatValue(figure.measured, figure.unit)}${unit}`)}</text>`,
    );
  });
  const legendY = height - 16;
  out.push(`<rect x="16" y="${legendY - 10}" width="12" height="12" fill="#bdbdbd"/>`);
  out.push(`<text x="34" y="${legendY}">target (or reference)</text>`);
  out.push(`<rect x="180" y="${legendY - 10}" width="12" height="12" fill="${COLOURS.pass}"/>`);
  out.push(`<text x="198" y="${legendY}">measured, meets target</text>`);
  out.push(`<rect x="360" y="${legendY - 10}" width="12" height="12" fill="${COLOURS['below-target']}"/>`);
  out.push(`<text x="378" y="${legendY}">measured, misses target</text>`);
  out.push(`<rect x="540" y="${legendY - 10}" width="12" height="12" fill="${COLOURS.info}"/>`);
  out.push(`<text x="558" y="${legendY}">measured, informative</text>`);
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

/** Writes latest.json and latest.svg into `dir` and answers their paths. */
export function writeResults(dir: URL, json: unknown, svg: string): { json: URL; svg: URL } {
  mkdirSync(dir, { recursive: true });
  const jsonFile = new URL('latest.json', dir);
  const svgFile = new URL('latest.svg', dir);
  writeFileSync(jsonFile, `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(svgFile, svg);
  return { json: jsonFile, svg: svgFile };
}
