import {useCallback, useEffect, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useColorMode} from '@docusaurus/theme-common';
import useSiteSettings from '@site/src/config/useSiteSettings';
import {whenLoadedAndIdle} from '@site/src/utils/whenIdle';
import './gutter.css';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'feedback-button': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        project: string;
        [attribute: `${string}-${string}`]: string | undefined;
      };
    }
  }
}

/**
 * The PushFeedback widget: a dark tab at the centre right that opens a star-rating form in a right
 * sidebar. The web component and its stylesheets (./element.ts) are bundled from npm and loaded after
 * the page has loaded, so they never delay it; without a project id nothing renders.
 */
export default function FeedbackWidget(): ReactNode {
  const {pushFeedbackProjectId: project, supportEmail} = useSiteSettings();
  const {colorMode} = useColorMode();
  // The loaded ./element module: the element is defined, its texts and set-up are at hand.
  const [widget, setWidget] = useState<typeof import('./element') | null>(null);

  useEffect(() => {
    if (!project) {
      return undefined;
    }
    let active = true;
    const define = () =>
      import('./element')
        .then((loaded) => {
          loaded.defineCustomElement();
          if (active) {
            setWidget(loaded);
          }
        })
        // A chunk gone after a redeploy, or blocked: no widget, and the page carries on.
        .catch(() => undefined);
    // After the load event and then when the browser is idle: never on the page's critical path.
    const cancel = whenLoadedAndIdle(() => void define());
    return () => {
      active = false;
      cancel();
    };
  }, [project]);
  const setUp = useCallback((host: HTMLElement | null) => widget?.setUpModal(host, supportEmail), [widget, supportEmail]);

  if (!project) {
    return null;
  }
  return (
    <>
      {/* The page keeps a gutter for the launcher from the first paint (./gutter.css). */}
      <Head>
        <html data-feedback="" />
      </Head>
      {widget && (
        <feedback-button
          ref={setUp}
          project={project}
          button-style={colorMode === 'dark' ? 'light' : 'dark'}
          {...widget.ATTRIBUTES}>
          Оставить отзыв
        </feedback-button>
      )}
    </>
  );
}
