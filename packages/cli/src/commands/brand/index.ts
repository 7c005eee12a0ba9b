import { defineGroup } from '../../define-command.js';
import { uploadBrandFont } from './font-upload.js';
import { setBrand } from './set.js';
import { showBrand } from './show.js';

export const brand = defineGroup('brand', "show and set the workspace's brand kit", [
  showBrand,
  setBrand,
  uploadBrandFont,
]);
