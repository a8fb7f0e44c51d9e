import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useIsBrowser from '@docusaurus/useIsBrowser';
import HomeHero from '@site/src/components/HomeHero';
import AudienceCards from '@site/src/components/AudienceCards';
import styles from './index.module.css';

/** The search's modifier key as the navbar's search box takes it (the plugin's `mod`): ⌘ on a Mac, Ctrl elsewhere. */
function useModifierKey(): string {
  return useIsBrowser() && /mac/i.test(navigator.userAgent) ? '⌘' : 'Ctrl';
}

export default function Home(): ReactNode {
  const modifier = useModifierKey();
  return (
    <Layout
      title="Документация"
      description="Руководства для операторов, супервизоров и администраторов Чат-центра, справочник API и история версий.">
      <HomeHero />
      <main className={`container ${styles.main}`}>
        <AudienceCards />
        <section className={`margin-top--xl ${styles.help}`}>
          {/* Non-breaking spaces where src/plugins/typography puts them in the docs (tests/typography.spec.ts). */}
          <Heading as="h2">Не{'\u00a0'}нашли ответ?</Heading>
          <p>
            Загляните в{'\u00a0'}<Link to="/docs/faq">вопросы и{'\u00a0'}ответы</Link>, воспользуйтесь поиском вверху страницы
            <span className={styles.shortcut}>
              {' '}
              (<kbd>{modifier}</kbd>{'\u00a0'}+{'\u00a0'}<kbd>K</kbd>)
            </span>{' '}
            или посмотрите <Link to="/blog">историю версий</Link>, чтобы узнать,
            что изменилось в{'\u00a0'}последних выпусках.
          </p>
        </section>
      </main>
    </Layout>
  );
}
