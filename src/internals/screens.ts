import {existsSync, statSync} from 'node:fs';
import sharpAdapter, {type Resized, type Resizer} from '@docusaurus/responsive-loader/sharp';
import type {Plugin} from '@docusaurus/types';

/** A picture of a product screen: a PNG beside the <id>.screen.js that `npm run screens` writes. */
export function isScreenPicture(file: string): boolean {
  return /\.png$/.test(file) && existsSync(file.replace(/(\.narrow)?(\.dark)?\.png$/, '.screen.js'));
}

/**
 * The product screens' PNGs go only through @docusaurus/plugin-ideal-image's loaders (resized JPEGs and a
 * placeholder). Docusaurus's own rule for images would also copy each 2× PNG, unused and over the
 * 200 KB an image may weigh, into the build: it leaves them out.
 */
export default function screensPlugin(): Plugin {
  return {
    name: 'chat-center-screens',
    configureWebpack(config) {
      for (const rule of config.module?.rules ?? []) {
        if (rule && typeof rule === 'object' && rule.test instanceof RegExp && rule.test.test('x.png') && !rule.issuer) {
          rule.exclude = isScreenPicture;
        }
      }
      return {};
    },
  };
}

/**
 * @docusaurus/plugin-ideal-image's resizer (responsive-loader's sharp adapter), keeping each result for
 * the rest of the process. Docusaurus compiles the site twice, for the browser and for the server's
 * rendering, and the loader resizes every picture in both: the server's compilation writes no file,
 * but it needs the names, which hash the resized bytes. For the product screens (about 500 PNGs,
 * 1 500 JPEGs) that was some 30 s of CPU spent twice in every build; the second compilation now
 * takes the first one's bytes, the same bytes. A result is kept for the picture as it is on disk
 * (its size and time of change), so that `npm start` resizes a picture again after it changes.
 *
 * Given as the plugin's `adapter` option, which plugin-ideal-image passes on to the loader after its
 * own (tests/unit/internals.spec.ts fails if it stops doing so).
 */
export function rememberingSharpAdapter(): (imagePath: string) => Resizer {
  const results = new Map<string, Promise<Resized>>();
  return (imagePath) => {
    const resizer = sharpAdapter(imagePath);
    const {size, mtimeMs} = statSync(imagePath);
    return {
      metadata: () => resizer.metadata(),
      resize(request) {
        const key = JSON.stringify([imagePath, size, mtimeMs, request.width, request.mime, request.options.quality, request.options.background]);
        let result = results.get(key);
        if (!result) {
          result = resizer.resize(request);
          // A failure is not kept: the next compilation tries again and reports its own error.
          result.catch(() => results.delete(key));
          results.set(key, result);
        }
        return result;
      },
    };
  };
}
