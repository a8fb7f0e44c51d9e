// «Что изменилось после версии X» on /blog: the reader picks the version they run and, optionally,
// their role; the choice lives in the URL (/blog?since=6.24&role=admin), so it can be shared. The
// changes come from the release notes themselves (src/plugins/releaseNotes), loaded from
// /blog/changes.json only once a version is picked, so the page's JS stays as it was.
import {useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import ChangeText, {KindBadge} from '@site/src/components/ChangeText';
import {isRole, ROLE_NAMES, ROLES, type ChangesFile, type Role} from '@site/src/plugins/releaseNotes/types';
import {count} from '@site/src/utils/plural';
import EarlyQuery, {PARAM_ATTRIBUTE} from './earlyQuery';
import styles from './styles.module.css';

const dateFormat = new Intl.DateTimeFormat('ru', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});

let changesFile: Promise<ChangesFile> | undefined;

function loadChanges(url: string): Promise<ChangesFile> {
  changesFile ??= fetch(url).then((response) => {
    if (!response.ok) {
      throw new Error(`${url}: ${response.status}`);
    }
    return response.json() as Promise<ChangesFile>;
  });
  changesFile.catch(() => {
    changesFile = undefined;
  });
  return changesFile;
}

/** A link to a feed: a file, not a route of the app, opened in the same tab. */
function FeedLink({path, children}: {path: string; children: string}): ReactNode {
  // eslint-disable-next-line @docusaurus/no-html-links -- Link would open a file in a new tab
  return <a href={useBaseUrl(path)}>{children}</a>;
}

function Feeds({role}: {role: Role | undefined}): ReactNode {
  const base = role ? `/blog/roles/${role}` : '/blog';
  return (
    <p className={styles.feeds}>
      {role ? `Подписаться на изменения для ${ROLE_NAMES[role].genitive}:` : 'Подписаться на все изменения:'}{' '}
      <FeedLink path={`${base}/rss.xml`}>RSS</FeedLink>, <FeedLink path={`${base}/atom.xml`}>Atom</FeedLink>,{' '}
      <FeedLink path={`${base}/feed.json`}>JSON Feed</FeedLink>
    </p>
  );
}

/** The changes file, as SinceView loads it: not yet, failed, or here. */
type Load = {file?: ChangesFile; failed: boolean};

function useChanges(since: string | undefined): Load {
  const url = useBaseUrl('/blog/changes.json');
  const [load, setLoad] = useState<Load>({failed: false});
  useEffect(() => {
    if (!since) {
      return undefined;
    }
    let current = true;
    loadChanges(url).then(
      (file) => current && setLoad({file, failed: false}),
      () => current && setLoad({failed: true}),
    );
    return () => {
      current = false;
    };
  }, [url, since]);
  return load;
}

const TITLE = 'Что изменилось после версии';
const LOADING = 'Загружаем изменения…';

/**
 * What the server renders in the block's place: shown before React has hydrated, when the head script
 * (./earlyQuery.tsx) has found a version in the address, with that version (`--blog-since`); the
 * block keeps its size and look while it loads, so nothing moves when React takes over.
 */
function Placeholder(): ReactNode {
  return (
    <div className={clsx(styles.since, styles.placeholder)} aria-hidden="true">
      <div className={clsx(styles.heading, styles.placeholderHeading)}>
        {TITLE} <span className={styles.earlyVersion} />
      </div>
      <p className={styles.loading}>{LOADING}</p>
    </div>
  );
}

function Changes({since, role, versions, load}: {since: string; role: Role | undefined; versions: string[]; load: Load}): ReactNode {
  const {file, failed} = load;
  const later = new Set(versions.slice(0, versions.indexOf(since)));
  const notes = (file?.notes ?? [])
    .filter((note) => later.has(note.version))
    .map((note) => ({...note, changes: note.changes.filter((change) => !role || change.roles.includes(role))}))
    .filter((note) => note.changes.length > 0);
  const total = notes.reduce((sum, note) => sum + note.changes.length, 0);
  const forRole = role ? ` для ${ROLE_NAMES[role].genitive}` : '';

  return (
    <section className={styles.since} aria-labelledby="since-heading" aria-busy={!file && !failed}>
      <Heading as="h2" id="since-heading" className={styles.heading}>
        {TITLE} {since}
      </Heading>
      {failed ? (
        <p role="alert">Не удалось загрузить список изменений. Обновите страницу или прочитайте заметки о версиях ниже.</p>
      ) : !file ? (
        <p className={styles.loading}>{LOADING}</p>
      ) : total === 0 ? (
        <p className={styles.summary}>После версии {since} изменений{forRole} нет.</p>
      ) : (
        <>
          <p className={styles.summary}>
            {count(total, 'изменение', 'изменения', 'изменений')}
            {forRole} в {notes.length === 1 ? '1\u00a0версии' : `${notes.length}\u00a0версиях`}
          </p>
          {notes.map((note) => (
            <div key={note.version} className={styles.version}>
              <Heading as="h3" className={styles.versionHeading}>
                <Link to={note.permalink}>{note.title}</Link>{' '}
                <time dateTime={note.date} className={styles.date}>
                  {dateFormat.format(new Date(`${note.date}T00:00:00Z`))}
                </time>
              </Heading>
              <ul className={styles.list}>
                {note.changes.map((change, index) => (
                  <li key={index} className={styles.change} data-kind={change.kind}>
                    <KindBadge kind={change.kind} />{' '}
                    <ChangeText pieces={change.summary} />{' '}
                    <span className={styles.links}>
                      <Link to={`${note.permalink}#${change.anchor}`}>Заметка {note.version}</Link>
                      {change.doc && <Link to={change.doc}>Документация</Link>}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </>
      )}
      {(file || failed) && <Feeds role={role} />}
    </section>
  );
}

/**
 * `versions`: every release, newest first. `children`: the list of posts under the block, given the
 * version whose summary is on screen (the list then leaves out what the summary covers). Until the
 * summary is in, the list is held back, so that the summary never pushes it down.
 */
export default function SinceView({versions, children}: {versions: string[]; children: (since: string | undefined) => ReactNode}): ReactNode {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const id = useId();
  // Read once hydrated: the HTML was built without a query (./earlyQuery.tsx shows it before that).
  const params = new URLSearchParams(isBrowser ? location.search : '');
  const since = params.get('since') ?? '';
  const role = params.get('role') ?? '';
  // The reader runs any version but the newest.
  const choices = versions.slice(1);
  const validSince = choices.includes(since) ? since : undefined;
  const validRole = isRole(role) ? role : undefined;
  const load = useChanges(validSince);
  const state = !isBrowser ? 'early' : !validSince ? 'none' : load.file ? 'ready' : load.failed ? 'failed' : 'loading';

  const choose = (values: Record<string, string>) => {
    const next = new URLSearchParams(window.location.search);
    Object.entries(values).forEach(([key, value]) => (value ? next.set(key, value) : next.delete(key)));
    const search = next.toString();
    history.replace({pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash});
  };
  const update = (key: 'since' | 'role') => (event: ChangeEvent<HTMLSelectElement>) => choose({[key]: event.target.value});

  // What the reader chose in the page's HTML before it hydrated (on a phone it is on screen a second
  // before): the URL holds the choice, and the first render in the browser would set the selects
  // back to what it says. The head script set them from the URL when its version is one to pick
  // (./earlyQuery.tsx), so a select that shows another value was set by the reader, «Не выбрана»
  // included.
  const form = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const address = new URLSearchParams(window.location.search);
    const [since, role] = [address.get('since') ?? '', address.get('role') ?? ''];
    const shown = choices.includes(since) ? {since, role: isRole(role) ? role : ''} : {since: '', role: ''};
    const chosen = Object.fromEntries(
      Array.from(form.current?.querySelectorAll<HTMLSelectElement>(`select[${PARAM_ATTRIBUTE}]`) ?? [])
        .map((select) => [select.getAttribute(PARAM_ATTRIBUTE) as keyof typeof shown, select.value] as const)
        .filter(([key, value]) => value !== shown[key]),
    );
    if (Object.keys(chosen).length > 0) {
      choose(chosen);
    }
    // Once, as the block hydrates.
  }, []);

  return (
    <div className={styles.view} data-state={state}>
      <EarlyQuery choices={choices} />
      <form ref={form} className={styles.controls} onSubmit={(event) => event.preventDefault()} aria-label="Что изменилось после моей версии">
        <div className={styles.field}>
          <label htmlFor={`${id}-since`}>Моя версия</label>
          <select
            id={`${id}-since`}
            {...{[PARAM_ATTRIBUTE]: 'since'}}
            aria-describedby={validSince ? undefined : `${id}-hint`}
            className={styles.select}
            value={validSince ?? ''}
            onChange={update('since')}>
            <option value="">Не выбрана</option>
            {choices.map((version) => (
              <option key={version} value={version}>
                {version}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-role`}>Моя роль</label>
          <select id={`${id}-role`} {...{[PARAM_ATTRIBUTE]: 'role'}} className={styles.select} value={validRole ?? ''} onChange={update('role')}>
            <option value="">Все роли</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_NAMES[r].name}
              </option>
            ))}
          </select>
        </div>
      </form>
      {validSince ? (
        <Changes since={validSince} role={validRole} versions={versions} load={load} />
      ) : (
        <>
          {!isBrowser && <Placeholder />}
          <p id={`${id}-hint`} className={styles.hint}>
            Выберите свою версию, и здесь появятся все изменения после неё.
          </p>
        </>
      )}
      <div className={styles.posts}>{children(state === 'ready' ? validSince : undefined)}</div>
    </div>
  );
}
