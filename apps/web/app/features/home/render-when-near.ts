/**
 * For the home page's sections below the hero: the browser lays out and paints a section only
 * when it comes near the screen (`content-visibility: auto`), keeping an estimated height until
 * then and the real one after (`auto`). A phone's first load lays out the hero and the first
 * row, not the whole page of cards. Find-in-page and assistive technology still see it all.
 */
export const RENDER_WHEN_NEAR = '[content-visibility:auto] [contain-intrinsic-size:auto_26rem]'
