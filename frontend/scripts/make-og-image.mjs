// Makes public/og-image.png, the 1200×630 link-preview picture of `/` and `/store` (Open Graph
// "summary_large_image"): an SVG in the site's theme colours (src/app/theme.ts) rendered to PNG by
// sharp, offline, with the system's DejaVu Sans. Run it again after changing the name or colours:
//   node frontend/scripts/make-og-image.mjs
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const WIDTH = 1200;
const HEIGHT = 630;
const PRIMARY = '#1b5e20';
const PRIMARY_DARK = '#003300';
const SECONDARY = '#ffb74d';

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${PRIMARY}"/><stop offset="1" stop-color="${PRIMARY_DARK}"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <rect x="80" y="190" width="12" height="250" rx="6" fill="${SECONDARY}"/>
  <g font-family="DejaVu Sans, sans-serif" fill="#ffffff">
    <text x="124" y="290" font-size="104" font-weight="bold">RoboLeague</text>
    <text x="124" y="370" font-size="46">Robotics Workshop for Grades 1–9</text>
    <text x="124" y="435" font-size="36" fill="${SECONDARY}">Workshop seats · STEM kit store</text>
  </g>
</svg>`;

const out = fileURLToPath(new URL('../public/og-image.png', import.meta.url));
await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(out);
console.log(`Wrote ${out}`);
