/**
 * Alpha from which a pixel is the product itself, not its soft edge or a speck (of 255): the one
 * threshold the matte's box, the enclosed-background pass and the studio's product facts share.
 */
export const SOLID_ALPHA = 64;
