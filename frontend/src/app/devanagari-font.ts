// The Devanagari face of Noto Sans (Fontsource's variable font, every weight in one file), served by
// the site itself: Hindi and Marathi read the same on every phone, and nothing loads from elsewhere.
import fontUrl from '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url';

export const DEVANAGARI_FONT_URL = fontUrl;
export const DEVANAGARI_FONT_FAMILY = '"Noto Sans Devanagari Variable"';

/**
 * Only Devanagari code points use it (its unicode-range, Fontsource's), so an English page never
 * downloads it. `optional`: a Hindi or Marathi page preloads the file (entry-server.tsx), and text
 * drawn before it arrives keeps the phone's own Devanagari face instead of shifting when it lands.
 */
export const DEVANAGARI_FONT_FACE = `@font-face {
  font-family: ${DEVANAGARI_FONT_FAMILY};
  font-style: normal;
  font-display: optional;
  font-weight: 100 900;
  src: url(${fontUrl}) format('woff2-variations');
  unicode-range: U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09;
}`;
