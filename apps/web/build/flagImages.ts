/**
 * Flags as small raster images. The flag-icons SVGs are drawn for any size: a few carry a whole coat of arms
 * (Mexico 83 KB, Spain 79 KB, Serbia 181 KB) to show a 20 px flag. Imported with the `?flag` query, an SVG
 * becomes two WebP files of the production build, 40×30 and 80×60 (a flag is shown 20-40 px wide, on screens of
 * up to 2 device pixels per CSS pixel), and the module's default export is `{ small, large }`: their URLs.
 * Mexico then costs 256 + 452 bytes instead of 26 KB gzip. The dev server and the unit tests take the SVG itself.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

const QUERY = '?flag';
const SIZES = { small: 40, large: 80 } as const;

async function webp(svg: Buffer, width: number): Promise<Buffer> {
  // Rendered well above the target size, then scaled down: thin lines (stars, coats of arms) stay smooth.
  return sharp(svg, { density: 300 })
    .resize(width, (width * 3) / 4, { fit: 'fill' })
    .webp({ quality: 80, effort: 6 })
    .toBuffer();
}

export function flagImages(): Plugin {
  let build = false;
  return {
    name: 'pokered-flag-images',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      if (!build) {
        const url = JSON.stringify(`/@fs${file}`);
        return `export default { small: ${url}, large: ${url} };`;
      }
      const svg = await readFile(file);
      const name = basename(file, '.svg');
      const refs = await Promise.all(
        Object.entries(SIZES).map(async ([size, width]) => {
          const ref = this.emitFile({ type: 'asset', name: `${name}-${size}.webp`, source: await webp(svg, width) });
          return `${size}: import.meta.ROLLUP_FILE_URL_${ref}`;
        }),
      );
      return `export default { ${refs.join(', ')} };`;
    },
  };
}
