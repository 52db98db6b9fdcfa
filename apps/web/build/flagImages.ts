/**
 * Flags as small raster images. The flag-icons SVGs are drawn for any size: a few carry a whole coat of arms
 * (Mexico 83 KB, Spain 79 KB, Serbia 181 KB) to show a 20 px flag. Imported with the `?flag` query, an SVG
 * becomes two WebP files of the production build, 40×30 and 80×60 (a flag is shown 20-40 px wide, on screens of
 * up to 2 device pixels per CSS pixel), and the module's default export is `{ small, large }`: their URLs.
 * Mexico then costs 256 + 452 bytes instead of 26 KB gzip. The dev server and the unit tests take the SVG itself.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

const QUERY = '?flag';
const SIZES = { small: 40, large: 80 } as const;

const WEBP = { quality: 80, effort: 6 } as const;

async function webp(svg: Buffer, width: number): Promise<Buffer> {
  // Rendered well above the target size, then scaled down: thin lines (stars, coats of arms) stay smooth.
  return sharp(svg, { density: 300 })
    .resize(width, (width * 3) / 4, { fit: 'fill' })
    .webp(WEBP)
    .toBuffer();
}

/**
 * One version for a whole folder of flags (its SVGs and the settings above), so that the files are named
 * `flags-<version>/us-40.webp`: the app's map of some 270 flags then holds no per-file hash (random characters that
 * do not compress: about 3 KB of the JavaScript every public page loads), and a changed flag still gets a new URL.
 */
const folderVersions = new Map<string, Promise<string>>();
function folderVersion(folder: string): Promise<string> {
  let version = folderVersions.get(folder);
  if (!version) {
    version = (async () => {
      const hash = createHash('sha256').update(JSON.stringify({ SIZES, WEBP, density: 300 }));
      for (const file of (await readdir(folder)).filter((name) => name.endsWith('.svg')).sort())
        hash.update(file).update(await readFile(join(folder, file)));
      return hash.digest('base64url').slice(0, 8);
    })();
    folderVersions.set(folder, version);
  }
  return version;
}

export function flagImages(): Plugin {
  let build = false;
  let base = '/';
  return {
    name: 'pokered-flag-images',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
      base = config.base;
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
      const folder = `assets/flags-${await folderVersion(dirname(file))}`;
      const urls = await Promise.all(
        Object.entries(SIZES).map(async ([size, width]) => {
          const fileName = `${folder}/${name}-${String(width)}.webp`;
          this.emitFile({ type: 'asset', fileName, source: await webp(svg, width) });
          return `${size}: ${JSON.stringify(base + fileName)}`;
        }),
      );
      return `export default { ${urls.join(', ')} };`;
    },
  };
}
