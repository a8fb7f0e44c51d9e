import type {LoadContext, Plugin} from '@docusaurus/types';

type Options = {
  /** Yandex Metrica counter id (digits); empty means no counter is injected. */
  yandexMetricaId: string;
  /** Whether pages load Vercel Web Analytics (see `VERCEL_ANALYTICS` in src/config/site.ts). */
  vercelAnalytics: boolean;
};

// The Yandex Metrica tag: a queueing `ym` stub, the async tag.js and the counter init. It is the
// official snippet with two changes: tag.js is requested after the page's load event, so that it
// never competes with the page itself (calls made before wait in the `ym.a` queue); and the counter
// id is read from the script's own data attribute, so the script text, and with it the hash that
// the Content-Security-Policy in vercel.json allows, is the same for every counter.
const METRICA_TAG = `(function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};m[i].l=1*new Date();function load(){for(var j=0;j<e.scripts.length;j++){if(e.scripts[j].src===r){return;}}k=e.createElement(t),a=e.getElementsByTagName(t)[0],k.async=1,k.src=r,a.parentNode.insertBefore(k,a)}if(e.readyState==="complete"){load()}else{m.addEventListener("load",load)}})(window,document,"script","https://mc.yandex.ru/metrika/tag.js","ym");ym(Number(document.currentScript.dataset.counter),"init",{clickmap:true,trackLinks:true,accurateTrackBounce:true});`;

/**
 * Analytics: Yandex Metrica (only with a counter id) and Vercel Web Analytics (only where it is
 * switched on). The Metrica tag is injected into every page, and a client module reports a hit on
 * each client-side route change; Vercel's client module is in the bundle only when it is on.
 */
export default function analyticsPlugin(_context: LoadContext, {yandexMetricaId, vercelAnalytics}: Options): Plugin {
  return {
    name: 'chat-center-analytics',
    getClientModules() {
      return ['./analytics.client', ...(vercelAnalytics ? ['./vercelAnalytics.client'] : [])];
    },
    injectHtmlTags() {
      if (!yandexMetricaId) {
        return {};
      }
      return {
        headTags: [
          {tagName: 'script', attributes: {'data-counter': yandexMetricaId}, innerHTML: METRICA_TAG},
        ],
        postBodyTags: [
          {
            tagName: 'noscript',
            innerHTML: `<div><img src="https://mc.yandex.ru/watch/${yandexMetricaId}" width="1" height="1" style="position:absolute; left:-9999px;" alt=""></div>`,
          },
        ],
      };
    },
  };
}
