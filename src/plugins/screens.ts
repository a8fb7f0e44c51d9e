import {existsSync} from 'node:fs';
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
