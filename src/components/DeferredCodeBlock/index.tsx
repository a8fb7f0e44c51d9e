// The code block, with Prism (the highlighter, its grammars and the theme's block) loaded only where
// a page shows code, and, in the light theme, only when the reader comes near a block: until then
// the server's highlighted HTML stands in for it. Not React.lazy with Suspense: on the server, React
// streams large Suspense boundaries out of order with inline scripts, which the Content-Security-
// Policy forbids and readers without JavaScript never see.
import {Children, isValidElement, startTransition, useEffect, useRef, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode} from '@docusaurus/theme-common';
import type CodeBlockType from '@theme/CodeBlock';
import {whenIdle} from '@site/src/utils/whenIdle';

type Props = Parameters<typeof CodeBlockType>[0];
type Highlighted = typeof CodeBlockType;

let highlighted: Highlighted | undefined;
let loading: Promise<Highlighted> | undefined;

function load(): Promise<Highlighted> {
  loading ??= import('@site/src/internals/highlightedCodeBlock').then((module) => (highlighted = module.default));
  return loading;
}

// The server renders every page with its code: the block is loaded before any page is rendered.
if (!ExecutionEnvironment.canUseDOM) {
  void load();
}

/** How far beyond the screen a block that the server rendered starts loading the highlighter. */
const NEAR_SCREEN = '200px 0px';

/**
 * The server's HTML of the page's blocks, by their code. The theme's tabs mount their content again
 * right after hydration; a block mounted again before Prism has come shows this instead of plain
 * code, so the reader sees no flash.
 */
const serverHtml = new Map<string, string>();

const keyOf = ({children, className, metastring, title}: Props) =>
  JSON.stringify([Children.toArray(children).join(''), className, metastring, String(title ?? '')]);

export default function DeferredCodeBlock(props: Props): ReactNode {
  const [Component, setComponent] = useState(() => highlighted);
  const isBrowser = useIsBrowser();
  // Mounted by hydration: the server's HTML is on screen, and React leaves it in place.
  const [hydrating] = useState(!isBrowser);
  const [cached] = useState(() => (hydrating ? undefined : serverHtml.get(keyOf(props))));
  const standIn = useRef<HTMLDivElement & HTMLPreElement>(null);
  // The server renders code in the light theme: in the dark one, blocks are redone at once.
  const dark = useColorMode().colorMode === 'dark';

  useEffect(() => {
    if (Component) {
      return undefined;
    }
    if (hydrating && standIn.current) {
      serverHtml.set(keyOf(props), standIn.current.outerHTML);
    }
    // A transition: the page's blocks are highlighted one by one, the browser free in between.
    const highlight = () => void load().then((loaded) => startTransition(() => setComponent(() => loaded)));
    const block = standIn.current;
    if (!block || dark) {
      highlight();
      return undefined;
    }
    // In the light theme the stand-in looks final (only its buttons wait for React): the highlighter
    // waits until the browser is idle after start-up, even for a block on the first screen (the
    // samples column of an API operation from 1200 px), then comes as the reader nears a block.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          highlight();
        }
      },
      {rootMargin: NEAR_SCREEN},
    );
    const cancel = whenIdle(() => observer.observe(block));
    return () => {
      cancel();
      observer.disconnect();
    };
    // Not on `props`: they only matter to the first run, which records the server's HTML.
  }, [Component, dark, hydrating]);

  if (Component) {
    return <Component {...props} />;
  }
  if (!ExecutionEnvironment.canUseDOM) {
    throw new Error('The code block chunk was not loaded before server rendering.');
  }
  if (hydrating) {
    // An element that React hydrates without touching its content, so the server's HTML stays. Its
    // tag is the block's outer one: <pre> for code given as elements, a <div> around a string.
    const Tag = Children.toArray(props.children).some(isValidElement) ? 'pre' : 'div';
    return <Tag ref={standIn} suppressHydrationWarning dangerouslySetInnerHTML={{__html: ''}} />;
  }
  if (cached) {
    return <div ref={standIn} dangerouslySetInnerHTML={{__html: cached}} />;
  }
  // After a client-side navigation, for the moment the chunk takes: the code, not yet highlighted.
  return (
    <pre className={props.className} tabIndex={0}>
      <code>{props.children}</code>
    </pre>
  );
}
