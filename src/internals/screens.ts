import {existsSync, statSync} from 'node:fs';
import sharpAdapter, {type Resized, type Resizer} from '@docusaurus/responsive-loader/sharp';
import type {Plugin} from '@docusaurus/types';

/** A picture of a product screen: a PNG beside the <id>.screen.js that `npm run screens` writes. */
export function isScreenPicture(file: string): boolean {
  return /\.png$/.test(file) && existsSync(file.replace(/(\.narrow)?(\.dark)?\.png$/, '.screen.js'));
}

type Rule = {test?: unknown; issuer?: unknown; exclude?: unknown};

/** Docusaurus's rule for images (the one that copies a PNG into the build): tests .png, any issuer. */
export function imageRules(rules: readonly unknown[]): Rule[] {
  return rules.filter(
    (rule): rule is Rule => !!rule && typeof rule === 'object' && (rule as Rule).test instanceof RegExp && ((rule as Rule).test as RegExp).test('x.png') && !(rule as Rule).issuer,
  );
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
      const rules = imageRules(config.module?.rules ?? []);
      // Editing no rule would be silent: every 2× PNG would be copied into the build again.
      if (rules.length !== 1 || rules[0].exclude) {
        throw new Error(
          `src/internals/screens.ts: expected Docusaurus's one image rule without an exclude, found ${rules.length}; the webpack rules changed`,
        );
      }
      rules[0].exclude = isScreenPicture;
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
