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

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    // After the new page is rendered, and its Details components have hydrated and can take the click.
    requestAnimationFrame(() => afterHydration(() => openQuestion(location.hash)));
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', () => openQuestion(window.location.hash));
}

export default clientModule;
