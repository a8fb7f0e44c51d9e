// The search results page (/search?q=…&ctx=…), in place of the search plugin's: its input lost
// letters and spaces while the reader typed (it wrote every keystroke to the URL and read the URL
// back over newer keystrokes), and `?version=` sent the worker after an index at any path. Here the
// input is the truth and the URL follows it; the URL is read when the reader arrives by a link or
// goes back. Results come from the same worker as the search box (src/plugins/search/client), and
// a question gets its answer above them (src/components/SearchAnswer); once an answer is shown, the
// worker loads all it needs to answer the next questions on this page without the network.
import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import {useHistory, useLocation} from '@docusaurus/router';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluralForm} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import SearchAnswer, {CorrectedQuery, SupportLink, useReportMisses} from '@site/src/components/SearchAnswer';
import SearchResults from '@site/src/components/SearchResults';
import {SEARCH_UNAVAILABLE} from '@site/src/components/SearchStatus';
import {SEARCH_EXAMPLES} from '@site/src/config/search';
import {SECTIONS, searchContexts} from '@site/src/config/sections';
import {answerByWorker, searchByWorker} from '@site/src/internals/search/searchByWorker';
import type {Answer} from '@site/src/plugins/search/engine/answers';
import type {Hit} from '@site/src/plugins/search/engine/search';
import styles from './styles.module.css';

const CONTEXTS = searchContexts();
/** The sections a reader may browse instead: those with a page to start from. */
const BROWSE = SECTIONS.filter((section) => section.home);
/** The results page lists up to this many pages. */
const RESULTS = 100;

type Search = {query: string; context: string};

/** The search in a URL's query: `q`, and `ctx` when it names a section. The docs have one version: `version` is ignored. */
function fromUrl(search: string): Search {
  const params = new URLSearchParams(search);
  const context = params.get('ctx') ?? '';
  return {query: params.get('q') ?? '', context: CONTEXTS.some(({path}) => path === context) ? context : ''};
}

function toUrl({query, context}: Search): string {
  const params = new URLSearchParams();
  if (query) {
    params.set('q', query);
  }
  if (context) {
    params.set('ctx', context);
  }
  return params.toString();
}

function SearchPageContent(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const history = useHistory();
  const location = useLocation();
  const {selectMessage} = usePluralForm();
  // Empty until the page runs in the browser, as its HTML was built.
  const [search, setSearch] = useState<Search>({query: '', context: ''});
  const [answer, setAnswer] = useState<Search & {hits?: Hit[]}>();
  const [reply, setReply] = useState<Search & {answer: Answer}>();

  const update = (next: Search) => {
    setSearch(next);
    history.replace({search: toUrl(next)});
  };

  // The reader arrived by a link or went back: the URL says what to search. The page's own
  // updates of the URL (replace) are not read back. What the reader typed or chose before the page
  // hydrated (its HTML is on screen well before, on a phone; the server drew it empty) wins over the
  // link's words.
  const box = useRef<HTMLInputElement>(null);
  const where = useRef<HTMLSelectElement>(null);
  const first = useRef(true);
  useEffect(() => {
    const linked = fromUrl(location.search);
    const done = first.current ? {query: box.current?.value || linked.query, context: where.current?.value || linked.context} : linked;
    first.current = false;
    if (history.action !== 'REPLACE') {
      if (done.query !== linked.query || done.context !== linked.context) {
        update(done);
      } else {
        setSearch(linked);
      }
    }
  }, [history, location.search]);

  const {query, context} = search;
  useEffect(() => {
    if (!query.trim()) {
      setAnswer(undefined);
      return undefined;
    }
    let current = true;
    searchByWorker(siteConfig.baseUrl, context, query, RESULTS).then(
      (hits) => current && setAnswer({query, context, hits}),
      (error: unknown) => {
        console.warn('Search index failed to load:', error);
        if (current) {
          setAnswer({query, context});
        }
      },
    );
    return () => {
      current = false;
    };
  }, [siteConfig.baseUrl, query, context]);

  // The answer to a question, beside the results (after the first, the worker loads all it needs to
  // answer the next ones without the network: answerByWorker).
  useEffect(() => {
    if (!query.trim()) {
      setReply(undefined);
      return undefined;
    }
    let current = true;
    answerByWorker(siteConfig.baseUrl, context, query).then(
      (found) => {
        if (current && found) {
          setReply({query, context, answer: found});
        }
      },
      // The results say when search is unavailable.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [siteConfig.baseUrl, query, context]);
  const answered = reply && reply.query === query && reply.context === context ? reply.answer : undefined;
  useReportMisses(query, answered);

  // The page's own words are Russian defaults here rather than entries of i18n/en/code.json, which
  // every page's main bundle carries: they load with this page alone.
  const title = query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Результаты поиска по запросу «{query}»'}, {query})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Поиск по документации'});
  const hits = answer?.hits;
  const capped = hits !== undefined && hits.length >= RESULTS;
  return (
    <main className={clsx('container margin-vert--lg', styles.page)}>
      <Head>
        <title>{title}</title>
        <meta name="description" content="Поиск по документации Чат-центра: руководства, API и история версий." />
      </Head>
      <Heading as="h1" className={styles.title}>
        {title}
      </Heading>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <div className={styles.field}>
          <svg aria-hidden="true" className={styles.icon} viewBox="0 0 16 16">
            <path
              fill="currentColor"
              d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
            />
          </svg>
          <input
            ref={box}
            type="search"
            name="q"
            className={styles.input}
            aria-label="Вопрос или слова для поиска"
            placeholder="Спросите или введите слова"
            value={query}
            onChange={(event) => update({query: event.target.value, context})}
            autoComplete="off"
            // The reader came here to search: the box is ready for typing.
            autoFocus
          />
        </div>
        <select
          ref={where}
          id="context-selector"
          name="ctx"
          aria-label="Где искать"
          className={styles.select}
          value={context}
          onChange={(event) => update({query, context: event.target.value})}>
          <option value="">
            <Translate id="theme.SearchPage.searchContext.everywhere">Везде</Translate>
          </option>
          {CONTEXTS.map(({label, path}) => (
            <option key={path} value={path}>
              {label}
            </option>
          ))}
        </select>
      </form>
      {!query.trim() && <Start onAsk={(question) => update({query: question, context})} />}
      {query.trim() && <CorrectedQuery answer={answered} />}
      {query.trim() && answered?.asked && <SearchAnswer question={query} answer={answered} heading="h2" className={styles.answer} />}
      {query.trim() && !answer && <p role="status">Ищем…</p>}
      {answer && !hits && <p role="alert">{SEARCH_UNAVAILABLE}</p>}
      {hits && hits.length > 0 && (
        <p role="status" className={styles.count}>
          {capped
            ? `Найдено документов: ${RESULTS} и больше, показаны первые ${RESULTS}`
            : selectMessage(
                hits.length,
                translate(
                  // English plural rules (the locale is en): one|other, worded to need no case.
                  {id: 'theme.SearchPage.documentsFound.plurals', message: 'Найден 1 документ|Найдено документов: {count}'},
                  {count: hits.length},
                ),
              )}
        </p>
      )}
      {hits && hits.length === 0 && <NothingFound query={query} />}
      {hits && <SearchResults hits={hits} />}
    </main>
  );
}

/** Before the reader types: what one can ask, and the sections to browse. */
function Start({onAsk}: {onAsk: (question: string) => void}): ReactNode {
  return (
    <div className={styles.start}>
      <section aria-labelledby="search-examples">
        <Heading as="h2" id="search-examples" className={styles.startTitle}>
          Что можно спросить
        </Heading>
        <p className={styles.hint}>
          Спросите своими словами: поиск найдёт страницы и процитирует ответ из документации. Опечатки и неверная раскладка не
          помешают.
        </p>
        <ul className={styles.examples}>
          {SEARCH_EXAMPLES.map((question) => (
            <li key={question}>
              <button type="button" className={styles.example} onClick={() => onAsk(question)}>
                {question}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <Sections title="Разделы документации" />
    </div>
  );
}

/** The sections, each with its page to start from. */
function Sections({title}: {title: string}): ReactNode {
  return (
    <section aria-labelledby="search-sections">
      <Heading as="h2" id="search-sections" className={styles.startTitle}>
        {title}
      </Heading>
      <ul className={styles.sections}>
        {BROWSE.map((section) => (
          <li key={section.id}>
            <Link to={section.home!.entry.to}>{section.title}</Link>
            <span className={styles.sectionText}>{section.home!.description}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Nothing found: what to try next. */
function NothingFound({query}: {query: string}): ReactNode {
  return (
    <div className={styles.nothing}>
      <p role="status" className={styles.count}>
        {translate({id: 'theme.SearchPage.noResultsText', message: 'Ничего не найдено'})} по запросу «{query.trim()}».
      </p>
      <ul>
        <li>Проверьте, нет ли опечатки, или напишите короче: одно-два главных слова.</li>
        <li>Посмотрите разделы документации ниже.</li>
        <li>
          Не нашли — <SupportLink question={query.trim()} />: письмо уже будет с вашим вопросом.
        </li>
      </ul>
      <Sections title="Разделы документации" />
    </div>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}
