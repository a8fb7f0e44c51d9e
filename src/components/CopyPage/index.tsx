import {useEffect, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {markdownPath} from '@site/src/plugins/llms/llmsTxt';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

const LABELS: Record<Status, string> = {
  idle: 'Копировать страницу',
  copied: 'Скопировано',
  failed: 'Не удалось скопировать',
};

/** Fetches the page's Markdown version, built next to the page by the llms plugin. */
async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`${url}: HTTP ${response.status}`);
  }
  return response.text();
}

/**
 * Writes the text while the click still counts as a user gesture: Safari only allows a clipboard
 * write that starts in the click handler, so the fetch goes into the ClipboardItem as a promise.
 */
async function copyMarkdown(url: string): Promise<void> {
  const text = fetchMarkdown(url);
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    try {
      const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
      await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch {
      // Browsers without promises in ClipboardItem fall through to writeText.
    }
  }
  await navigator.clipboard.writeText(await text);
}

/**
 * On every doc page: copy the page as Markdown (for a chat with an AI assistant) or open it; the
 * page's head links the same Markdown for agents that look there.
 */
export default function CopyPage(): ReactNode {
  const {permalink} = useDoc().metadata;
  const href = markdownPath(permalink);
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => {
    if (status === 'idle') {
      return undefined;
    }
    const timer = setTimeout(() => setStatus('idle'), 2000);
    return () => clearTimeout(timer);
  }, [status]);

  const copy = () => {
    copyMarkdown(href).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };

  return (
    <div className={styles.copyPage}>
      <Head>
        <link rel="alternate" type="text/markdown" href={href} />
      </Head>
      <button type="button" className={styles.button} onClick={copy}>
        {LABELS[status]}
      </button>
      <span className={styles.visuallyHidden} role="status">
        {status === 'idle' ? '' : LABELS[status]}
      </span>
      {/* pathname:// makes a plain link: the .md file is not a route of the single-page app. */}
      <Link className={styles.link} to={`pathname://${href}`}>
        Markdown-версия
      </Link>
    </div>
  );
}
