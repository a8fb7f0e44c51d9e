// Wraps the code block so that Prism, its grammars and the block itself load with the first code
// block a reader meets, not with every page (see src/plugins/leanBundle). Not with React.lazy and
// Suspense: on the server, React streams large Suspense boundaries out of order with inline
// scripts, which the Content-Security-Policy forbids and readers without JavaScript never see.
import {Children, isValidElement, startTransition, useEffect, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof CodeBlockType>;

let Highlighted: typeof CodeBlockType | undefined;
let loading: Promise<typeof CodeBlockType> | undefined;

function load(): Promise<typeof CodeBlockType> {
  loading ??= import('@site/src/components/HighlightedCodeBlock').then((module) => (Highlighted = module.default));
  return loading;
}

// The server renders every page with its code: load the block before the first page is rendered.
if (!ExecutionEnvironment.canUseDOM) {
  void load();
}

export default function CodeBlockWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // Mounted by hydration: the server's highlighted HTML is on screen and stays until Prism is here.
  const [hydrating] = useState(!isBrowser);
  const [Component, setComponent] = useState(() => Highlighted);

  useEffect(() => {
    if (!Component) {
      // A transition: the page's blocks are highlighted one by one, the browser free in between.
      void load().then((loaded) => startTransition(() => setComponent(() => loaded)));
    }
  }, [Component]);

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
    return <Tag suppressHydrationWarning dangerouslySetInnerHTML={{__html: ''}} />;
  }
  // After a client-side navigation, for the moment the chunk takes: the code, not yet highlighted.
  return (
    <pre className={props.className} tabIndex={0}>
      <code>{props.children}</code>
    </pre>
  );
}
