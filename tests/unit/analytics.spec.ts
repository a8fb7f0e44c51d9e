import {createRequire} from 'node:module';
import type {LoadContext} from '@docusaurus/types';
import {expect, test} from '@playwright/test';
import analyticsPlugin from '../../src/plugins/analytics';

const load = createRequire(__filename);

/** src/config/site.ts's settings as a build with these environment variables reads them. */
function siteWith(env: Record<string, string | undefined>): typeof import('../../src/config/site').site {
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  const file = load.resolve('../../src/config/site');
  try {
    for (const [name, value] of Object.entries(env)) {
      if (value === undefined) {
        delete process.env[name];
      } else {
        process.env[name] = value;
      }
    }
    delete load.cache[file];
    return (load(file) as typeof import('../../src/config/site')).site;
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) {
        delete process.env[name];
      } else {
        process.env[name] = value;
      }
    }
    delete load.cache[file];
  }
}

const clientModules = (vercelAnalytics: boolean) =>
  analyticsPlugin({} as LoadContext, {yandexMetricaId: '', vercelAnalytics}).getClientModules!();

test.describe('Vercel Web Analytics', () => {
  test('is off by default, on when the build runs on Vercel, and the setting wins', () => {
    expect(siteWith({VERCEL: undefined, VERCEL_ANALYTICS: undefined}).vercelAnalytics).toBe(false);
    expect(siteWith({VERCEL: '1', VERCEL_ANALYTICS: undefined}).vercelAnalytics).toBe(true);
    expect(siteWith({VERCEL: undefined, VERCEL_ANALYTICS: 'true'}).vercelAnalytics).toBe(true);
    expect(siteWith({VERCEL: '1', VERCEL_ANALYTICS: 'false'}).vercelAnalytics).toBe(false);
    expect(() => siteWith({VERCEL_ANALYTICS: 'yes'})).toThrow(/VERCEL_ANALYTICS must be true or false/);
  });

  test('puts its client module in the bundle only when it is on', () => {
    expect(clientModules(false)).toEqual(['./analytics.client']);
    expect(clientModules(true)).toEqual(['./analytics.client', './vercelAnalytics.client']);
  });
});
