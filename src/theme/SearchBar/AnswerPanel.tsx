// The answer in the search box's dropdown (issue 33): above the suggestions of the search plugin's
// box, the region «Ответ» for a question, and «Показаны результаты для „…“» when the query was typed
// on the other keyboard layout. The plugin's box is not ours to change (src/plugins/search/index.ts),
// so the panel listens to its input and pushes its list of suggestions down by its own height
// (--search-answer-height, ./styles.module.css). It stays open while the box or the panel has the
// focus: Tab from the box goes to its first link, Escape returns to the box.
import {useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchAnswer, {CorrectedQuery, useReportMisses} from '@site/src/components/SearchAnswer';
import {isUnder, searchContexts} from '@site/src/config/sections';
import type {Answer} from '@site/src/plugins/search/engine/answers';
import {answerByWorker} from '@site/src/internals/search/searchByWorker';
import styles from './styles.module.css';

const CONTEXTS = searchContexts();

/** The search context of a page, as the plugin's box picks it: its section's, or '' outside them. */
const contextOf = (pathname: string) => CONTEXTS.find(({path}) => isUnder(pathname, `/${path}`))?.path ?? '';

export default function AnswerPanel(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const location = useLocation();
  const {pathname} = location;
  const panel = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<{query: string; answer: Answer}>();

  // The plugin's input: what the reader types, and whether the box or the panel has the focus.
  useEffect(() => {
    const bar = panel.current?.parentElement;
    const input = bar?.querySelector<HTMLInputElement>('input.navbar__search-input');
    if (!bar || !input) {
      return undefined;
    }
    const onInput = () => setQuery(input.value);
    const onFocus = () => {
      setQuery(input.value);
      setOpen(true);
      // Where the dropdown starts on a phone (./styles.module.css): under the navbar, wherever it is.
      const navbar = bar.closest('.navbar');
      if (navbar) {
        bar.style.setProperty('--search-drop-top', `${Math.round(navbar.getBoundingClientRect().bottom)}px`);
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && bar.contains(event.relatedTarget))) {
        setOpen(false);
      }
    };
    // Tab from the box goes to the answer. The plugin's box takes Tab to open its first suggestion,
    // so the key is caught on the way down, before the box sees it.
    const onTab = (event: KeyboardEvent) => {
      // Not into an answer to the question before this one (busy, until the next replaces it).
      const current = panel.current?.hidden === false && !panel.current.hasAttribute('aria-busy');
      const first = current ? panel.current!.querySelector<HTMLElement>('a[href], button') : null;
      if (event.key === 'Tab' && !event.shiftKey && event.target === input && first) {
        event.preventDefault();
        event.stopPropagation();
        first.focus();
      }
    };
    input.addEventListener('input', onInput);
    input.addEventListener('focus', onFocus);
    bar.addEventListener('focusout', onFocusOut);
    bar.addEventListener('keydown', onTab, true);
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('focus', onFocus);
      bar.removeEventListener('focusout', onFocusOut);
      bar.removeEventListener('keydown', onTab, true);
    };
  }, []);

  // A passage's link was followed (or the reader went elsewhere): the panel closes.
  useEffect(() => setOpen(false), [location]);

  // One question at a time goes to the worker: the latest typed while it answers is asked next, and
  // those in between not at all, so a fast typist waits for no queue.
  const latest = useRef('');
  const asking = useRef(false);
  const ask = useCallback(async () => {
    if (asking.current) {
      return;
    }
    asking.current = true;
    try {
      let asked: string | undefined;
      while (asked !== latest.current) {
        asked = latest.current;
        const question = asked;
        if (!question.trim()) {
          setAnswer(undefined);
          continue;
        }
        // The box itself says when search is unavailable (src/components/SearchStatus).
        const found = await answerByWorker(siteConfig.baseUrl, contextOf(pathname), question).catch(() => undefined);
        // No answer at all (the worker failed): the last one goes too, rather than stay busy.
        if (question === latest.current) {
          setAnswer(found && {query: question, answer: found});
        }
      }
    } finally {
      asking.current = false;
    }
  }, [siteConfig.baseUrl, pathname]);
  // Asked as the render that takes the keystroke commits: an effect would wait for the next frame
  // (in Preact), and the answer would be asked after the box has drawn its suggestions.
  useLayoutEffect(() => {
    latest.current = query;
    void ask();
  }, [query, ask]);

  // While the next question is answered, the last answer stays (as the suggestions below it do) and
  // says it is busy, dimmed after a moment (./styles.module.css): hiding it at each keystroke made it
  // blink and the suggestions jump up and back while the reader typed.
  const last = open && query.trim() ? answer : undefined;
  const stale = !!last && last.query !== query;
  // Not a stale «Показаны результаты для …»: it would name the query before the one in the box.
  const shown = last && (last.answer.asked || (last.answer.corrected && !stale)) ? last : undefined;
  useReportMisses(query, answer?.query === query ? answer.answer : undefined);

  // The suggestions move down by the panel's height.
  useEffect(() => {
    const element = panel.current;
    const bar = element?.parentElement;
    if (!element || !bar) {
      return undefined;
    }
    const observer = new ResizeObserver(([entry]) => {
      // The height the observer measured: reading offsetHeight after the first property is set
      // would lay the page out again, in the middle of drawing the answer.
      const height = Math.round(entry.borderBoxSize[0].blockSize);
      bar.style.setProperty('--search-answer-height', `${height}px`);
      // A gap between the two when the panel shows (./styles.module.css).
      bar.style.setProperty('--search-answer-gap', height ? '0.375rem' : '0px');
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      bar.style.removeProperty('--search-answer-height');
      bar.style.removeProperty('--search-answer-gap');
    };
  }, []);

  return (
    <div
      ref={panel}
      className={styles.panel}
      hidden={!shown}
      aria-busy={(!!shown && stale) || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          panel.current?.parentElement?.querySelector<HTMLInputElement>('input.navbar__search-input')?.focus();
        }
      }}>
      {shown && (
        <>
          {!stale && <CorrectedQuery answer={shown.answer} />}
          {shown.answer.asked && <SearchAnswer question={shown.query} answer={shown.answer} className={styles.answer} />}
        </>
      )}
    </div>
  );
}
