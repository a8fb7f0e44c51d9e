/**
 * A part of the page (the navbar, the sidebar, the article, the footer) hydrated in a task of its
 * own after the page's, not with it. Preact (src/internals/leanBundle) hydrates a tree in one task,
 * where React 19 yields every few milliseconds: each part here suspends the page's hydration,
 * leaving its server HTML on screen, and is hydrated from the next task on.
 *
 * A part must render exactly one element: Preact keeps the first element it finds for a part that
 * suspends while hydrating, and on resuming removes what the part did not use. A part that
 * renders nothing would take the next part's element. tests/startup.spec.ts fails when a part of
 * the page is removed or moved by the hydration.
 *
 * The part hydrates as the page would have: `useIsBrowser()` is false in it until it has hydrated,
 * then true, as Docusaurus does for the page. The server renders the part alone, without Suspense:
 * React would write a Suspense boundary of over 500 B past the page's first 12,800 B at the end of
 * the page, and an inline script, which the Content-Security-Policy blocks, to put it in place.
 */
import {Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {BrowserContext} from '@site/src/internals/browserContext';
import {nextTask} from '@site/src/utils/nextTask';

/** The parts waiting to hydrate, and what waits for them all. */
let pending = 0;
const waiting: Array<() => void> = [];

/**
 * Calls `callback` once every part of the page has hydrated (at once when none is waiting): code
 * outside React that works on a part's elements, such as opening a question by its link, must not
 * change them before they hydrate, or the hydration puts them back.
 */
export function afterHydration(callback: () => void): void {
  if (pending === 0) {
    callback();
  } else {
    waiting.push(callback);
  }
}

function partHydrated(): void {
  pending -= 1;
  if (pending === 0) {
    // As Docusaurus marks the page hydrated (`data-has-hydrated`): tests wait for both.
    document.documentElement.setAttribute('data-parts-hydrated', 'true');
    // Each in a task of its own: one that throws (a malformed link) stops neither the others nor the page.
    waiting.splice(0).forEach((callback) => setTimeout(callback, 0));
  }
}

/** When a part may hydrate: the next task. */
type Gate = {open: boolean; opened: Promise<void>};

/** A part that waits for the next task to hydrate, counted until it has. */
function waitingPart(): Gate {
  pending += 1;
  const gate: Gate = {open: false, opened: Promise.resolve()};
  gate.opened = nextTask().then(() => {
    gate.open = true;
  });
  return gate;
}

/**
 * Tells that the part has hydrated: its effect runs after those of the part's components (it comes
 * after them), which see `useIsBrowser()` false, as the page's components do after the page's
 * hydration. Not an effect of Later: Preact runs an effect of a render that suspended when the
 * component renders again, before its children have.
 */
function Hydrated({onHydrated}: {onHydrated: () => void}): null {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

const OPEN: Gate = {open: true, opened: Promise.resolve()};

function Later({gate, children}: {gate: Gate; children: ReactNode}): ReactNode {
  if (!gate.open) {
    // Suspense's way to wait: the part's server HTML stays until the promise settles.
    throw gate.opened;
  }
  return children;
}

export default function HydrateLater({children}: {children: ReactNode}): ReactNode {
  const isBrowser = useIsBrowser();
  // Rendered by the page's hydration: the part waits for the next task and hydrates then.
  const [gate] = useState(() => (ExecutionEnvironment.canUseDOM && !isBrowser ? waitingPart() : OPEN));
  const [hydrated, setHydrated] = useState(gate === OPEN);
  const counted = useRef(gate === OPEN);
  const count = useCallback(() => {
    if (!counted.current) {
      counted.current = true;
      partHydrated();
    }
  }, []);
  const onHydrated = useCallback(() => setHydrated(true), []);
  // What the part's `useIsBrowser()` reads: true once the part and the page have hydrated.
  const inBrowser = hydrated && isBrowser;
  // Counted once: when its components know they are in the browser and the zero-delay tasks their
  // effects queued for it have run (the search bar sets its box to the `?_highlight=` words, or
  // empties it, in one: text typed before would be lost), or, gone before that, when it unmounts (a
  // layout effect: Preact keeps no cleanup of a passive effect that has not run yet). Two tasks: the
  // components reading the context re-render after this one, so their effects' timers come after
  // our first.
  useEffect(() => {
    if (inBrowser && !counted.current) {
      nextTask().then(nextTask).then(count);
    }
  }, [inBrowser, count]);
  useLayoutEffect(() => count, [count]);
  if (!ExecutionEnvironment.canUseDOM) {
    return children;
  }
  return (
    <Suspense fallback={null}>
      <Later gate={gate}>
        <BrowserContext.Provider value={inBrowser}>{children}</BrowserContext.Provider>
        <Hydrated onHydrated={onHydrated} />
      </Later>
    </Suspense>
  );
}

/**
 * A theme component hydrated later, as its swizzle wrapper in src/theme exports it:
 * `export default hydratedLater(TOC)`.
 */
export function hydratedLater<Props extends object>(Component: ComponentType<Props>): (props: Props) => ReactNode {
  return function HydratedLater(props: Props): ReactNode {
    return (
      <HydrateLater>
        <Component {...props} />
      </HydrateLater>
    );
  };
}

/**
 * Mounts what puts nothing into the page's body and needs nothing until later (the feedback widget,
 * which loads after the page) once the page, or its part, has hydrated. Not for `<Head>` tags that
 * compete with others: the head manager lets the last one mounted win.
 */
export function MountAfterHydration({children}: {children: ReactNode}): ReactNode {
  const isBrowser = useIsBrowser();
  return !ExecutionEnvironment.canUseDOM || isBrowser ? children : null;
}
