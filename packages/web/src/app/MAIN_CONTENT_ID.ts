/** Id of the element each frame puts the screen in; the skip link points at it. */
export const MAIN_CONTENT_ID = 'main-content';
