/** Boxes in canvas pixels, and the few operations scenes do with them. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The largest box of the given aspect (width / height) inside `area`, anchored as asked. */
export function fitInside(area: Box, aspect: number, anchor: 'centre' | 'bottom' = 'centre'): Box {
  let width = area.width;
  let height = width / aspect;
  if (height > area.height) {
    height = area.height;
    width = height * aspect;
  }
  const x = area.x + (area.width - width) / 2;
  const y = anchor === 'bottom' ? area.y + area.height - height : area.y + (area.height - height) / 2;
  return { x, y, width, height };
}

export function roundBox(box: Box): Box {
  const x = Math.round(box.x);
  const y = Math.round(box.y);
  return { x, y, width: Math.round(box.x + box.width) - x, height: Math.round(box.y + box.height) - y };
}

/**
 * The axis-aligned box around `box` turned by `degrees` (clockwise) about `pivot`, its own centre
 * when not given.
 */
export function rotatedBounds(box: Box, degrees: number, pivot?: { x: number; y: number }): Box {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const width = box.width * Math.abs(cos) + box.height * Math.abs(sin);
  const height = box.width * Math.abs(sin) + box.height * Math.abs(cos);
  let cx = box.x + box.width / 2;
  let cy = box.y + box.height / 2;
  if (pivot) {
    // The centre goes round the pivot; the bounds' size is the same about any point.
    const dx = cx - pivot.x;
    const dy = cy - pivot.y;
    cx = pivot.x + dx * cos - dy * sin;
    cy = pivot.y + dx * sin + dy * cos;
  }
  return { x: cx - width / 2, y: cy - height / 2, width, height };
}

export function grow(box: Box, by: number): Box {
  return { x: box.x - by, y: box.y - by, width: box.width + 2 * by, height: box.height + 2 * by };
}

/** The product's size at `share` of the frame (the larger of its width's and height's shares). */
export function productSize(W: number, H: number, aspect: number, share: number) {
  let height = share * H;
  let width = height * aspect;
  if (width > share * W) {
    width = share * W;
    height = width / aspect;
  }
  return { width, height };
}
