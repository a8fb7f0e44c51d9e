import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import type {Resized, ResizeOptions, Resizer} from '@docusaurus/responsive-loader/sharp';
import sharp from 'sharp';
import type {Plugin} from '@docusaurus/types';

/** A picture of a product screen: a PNG beside the <id>.screen.js that `npm run screens` writes. */
export function isScreenPicture(file: string): boolean {
  return /\.png$/.test(file) && existsSync(file.replace(/(\.narrow)?(\.dark)?\.png$/, '.screen.js'));
}

type Rule = {test?: unknown; issuer?: unknown; exclude?: unknown; use?: unknown};

const tests = (rule: unknown, file: string): rule is Rule =>
  !!rule && typeof rule === 'object' && (rule as Rule).test instanceof RegExp && ((rule as Rule).test as RegExp).test(file);

/** Docusaurus's rule for images (the one that copies a PNG into the build): tests .png, any issuer. */
export function imageRules(rules: readonly unknown[]): Rule[] {
  return rules.filter((rule): rule is Rule => tests(rule, 'x.png') && !(rule as Rule).issuer);
}

/** @docusaurus/plugin-ideal-image's rule: a PNG imported by code, through lqip-loader and responsive-loader. */
export function idealImageRules(rules: readonly unknown[]): Rule[] {
  return rules.filter((rule): rule is Rule => tests(rule, 'x.png') && !!(rule as Rule).issuer && JSON.stringify((rule as Rule).use ?? '').includes('lqip-loader'));
}

/** How the screens' PNGs become pictures: JPEG widths (a phone downloads the 720 or 1120 px one), quality. */
export type ScreensOptions = {sizes: number[]; quality: number};

/**
 * The product screens' PNGs become JPEGs of `sizes` widths, their size and a 10 px placeholder, through
 * @docusaurus/responsive-loader with `screenResizer`: each picture is decoded once per build, not once per
 * width and compilation. The two rules that would take them otherwise leave them out: Docusaurus's own
 * (it would copy each 2× PNG, unused and over the 200 KB an image may weigh, into the build) and
 * @docusaurus/plugin-ideal-image's (it decodes a picture for each width and twice more for its placeholder).
 */
export default function screensPlugin(_context: unknown, {sizes, quality}: ScreensOptions): Plugin {
  const resizer = screenResizer();
  return {
    name: 'chat-center-screens',
    configureWebpack(config, isServer) {
      const rules = config.module?.rules ?? [];
      for (const [found, whose] of [
        [imageRules(rules), "Docusaurus's one image rule"],
        [idealImageRules(rules), "plugin-ideal-image's one rule"],
      ] as const) {
        // Editing no rule would be silent: the screens would go through that rule again.
        if (found.length !== 1 || found[0].exclude) {
          throw new Error(`src/internals/screens.ts: expected ${whose} without an exclude, found ${found.length}; the webpack rules changed`);
        }
        found[0].exclude = isScreenPicture;
      }
      return {
        module: {
          rules: [
            {
              test: /\.png$/i,
              include: isScreenPicture,
              use: [
                {
                  loader: require.resolve('@docusaurus/responsive-loader'),
                  options: {
                    // The server's compilation needs the names only; the client's writes the files.
                    emitFile: !isServer,
                    name: 'assets/ideal-img/[name].[hash:hex:7].[width].[ext]',
                    adapter: resizer,
                    sizes,
                    format: 'jpg',
                    quality,
                    placeholder: true,
                    placeholderSize: 10,
                  },
                },
              ],
            },
          ],
        },
      };
    },
  };
}

/** At most this many pictures in the works at a time: a 2× screen's pixels take some 20 MB. */
const AT_ONCE = Math.max(2, availableParallelism());
let working = 0;
const waiting: (() => void)[] = [];

/** Waits for a free place; resolves to the function that frees it. */
async function place(): Promise<() => void> {
  if (working >= AT_ONCE) {
    await new Promise<void>((resume) => waiting.push(resume));
  }
  working += 1;
  return () => {
    working -= 1;
    waiting.shift()?.();
  };
}

/** A JPEG the last build kept, with its size read from its header. */
async function kept(file: string): Promise<Resized> {
  const data = readFileSync(file);
  const {width, height} = await sharp(data).metadata();
  return {data, width: width!, height: height!};
}

/**
 * @docusaurus/responsive-loader's resizer for the product screens. A picture is read and decoded once,
 * and every width (and the placeholder) is resized from its pixels; each result is kept for the rest of
 * the process, so that the server's compilation takes the browser's bytes (its names hash them), and on
 * disk under `cacheDir` by the picture's bytes and the request, so that the next build resizes only
 * the pictures that changed (`npm run clear` empties it). Same bytes as resizing from the PNG each time.
 */
export function screenResizer(cacheDir = path.resolve('node_modules/.cache/chat-center-screens')): (imagePath: string) => Resizer {
  const results = new Map<string, Promise<Resized>>();
  const version = `sharp ${sharp.versions.sharp} vips ${sharp.versions.vips}`;
  return (imagePath) => {
    const bytes = readFileSync(imagePath);
    const digest = createHash('sha256').update(version).update(bytes).digest('hex');
    // responsive-loader asks for every width at once: the first request decodes, the last frees the pixels.
    let pixels: Promise<{data: Buffer; info: sharp.OutputInfo}> | undefined;
    let free: (() => void) | undefined;
    let pending = 0;
    const resizeOnce = async ({width, mime, options}: ResizeOptions): Promise<Resized> => {
      pending += 1;
      try {
        pixels ??= place().then((release) => {
          free = release;
          return sharp(bytes).raw().toBuffer({resolveWithObject: true});
        });
        const {data, info} = await pixels;
        let resized = sharp(data, {raw: {width: info.width, height: info.height, channels: info.channels}}).resize(width, null);
        if (options.background) {
          resized = resized.flatten({background: options.background});
        }
        if (mime === 'image/jpeg') {
          resized = resized.jpeg({quality: options.quality});
        } else {
          resized = resized.png();
        }
        const out = await resized.toBuffer({resolveWithObject: true});
        return {data: out.data, width: out.info.width, height: out.info.height};
      } finally {
        pending -= 1;
        if (pending === 0) {
          pixels = undefined;
          free?.();
          free = undefined;
        }
      }
    };
    return {
      metadata: () => sharp(bytes).metadata(),
      resize(request) {
        const key = createHash('sha256').update(digest).update(JSON.stringify([request.width, request.mime, request.options.quality, request.options.background])).digest('hex');
        let result = results.get(key);
        if (!result) {
          const file = path.join(cacheDir, `${key}.${request.mime.split('/')[1]}`);
          result = existsSync(file)
            ? kept(file)
            : resizeOnce(request).then((resized) => {
                mkdirSync(cacheDir, {recursive: true});
                writeFileSync(file, resized.data);
                return resized;
              });
          // A failure is not kept: the next compilation tries again and reports its own error.
          result.catch(() => results.delete(key));
          results.set(key, result);
        }
        return result;
      },
    };
  };
}
