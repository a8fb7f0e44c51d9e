import type {ClientModule} from '@docusaurus/types';
import {afterHydration} from '@site/src/components/HydrateLater';
import './questions.css';

/**
 * A link to a question of a collapsible questions page (src/plugins/questions/remarkQuestions.ts)
 * opens it: the question's `<details>` is opened through its own summary, so that the theme's
 * Details component animates and keeps its state, and the question is scrolled into view.
 */
function openQuestion(hash: string): void {
  if (!hash) {
    return;
  }
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  const details = target?.closest('details.question');
  if (!target || !details) {
    return;
  }
  if (!details.hasAttribute('open')) {
    details.querySelector('summary')?.click();
  }
  target.scrollIntoView();
}

/**
 * The `<details>` the reader opened before the page hydrated: on a phone the page is on screen a
 * second before its scripts run, and a question opens without them. The theme's Details component
 * starts closed and closed it again as it hydrated. The server writes `data-collapsed="true"` on a
 * closed one, so one open with it was opened by the reader; it is opened again through its summary.
 */
const openedEarly = typeof document === 'undefined' ? [] : Array.from(document.querySelectorAll('details[open][data-collapsed="true"]'));

function reopenEarly(): void {
  for (const details of openedEarly.splice(0)) {
    if (details.isConnected) {
      details.querySelector<HTMLElement>(':scope > summary')?.click();
    }
  }
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    // After the new page is rendered, and its Details components have hydrated and can take the click.
    requestAnimationFrame(() =>
      afterHydration(() => {
        reopenEarly();
        openQuestion(location.hash);
      }),
    );
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', () => openQuestion(window.location.hash));
}

export default clientModule;
