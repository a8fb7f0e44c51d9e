import type {ClientModule} from '@docusaurus/types';
import {ym} from '../utils/metrica';

/** The title of the page being left, read before the new route renders. */
let previousTitle = '';

/**
 * Calls `send` once the head manager has given the new page its title: at once if it already
 * differs from the previous page's, else on the first change of <head>, and after one second at
 * the latest (two pages may share a title).
 */
function whenTitleSet(send: () => void): void {
  if (document.title !== previousTitle) {
    send();
    return;
  }
  let done = false;
  const finish = () => {
    if (!done) {
      done = true;
      observer.disconnect();
      window.clearTimeout(timer);
      send();
    }
  };
  const observer = new MutationObserver(() => {
    if (document.title !== previousTitle) {
      finish();
    }
  });
  observer.observe(document.head, {childList: true, subtree: true, characterData: true});
  const timer = window.setTimeout(finish, 1000);
}

const clientModule: ClientModule = {
  onRouteUpdate() {
    previousTitle = document.title;
  },
  onRouteDidUpdate({location, previousLocation}) {
    // The first load is counted by the counter's own init; a jump within the page is no new view.
    if (
      !previousLocation ||
      (location.pathname === previousLocation.pathname && location.search === previousLocation.search)
    ) {
      return;
    }
    const referer = `${window.location.origin}${previousLocation.pathname}${previousLocation.search}${previousLocation.hash}`;
    const url = window.location.href;
    whenTitleSet(() => ym('hit', url, {title: document.title, referer}));
  },
};

export default clientModule;
