/**
 * The studio: a deterministic compositing renderer (no AI model). Scenes are built from vector
 * layers, light, shadow and type, with the product cut out of a reference image when there is one.
 */
export type { OutputLayout } from './compositor.js';
export { SAFE_ZONE } from './scenes/storyboard.js';
export {
  renderImageOutputs,
  renderPresetOutputs,
  type StudioOptions,
  type StudioOutput,
} from './studio-renderer.js';
