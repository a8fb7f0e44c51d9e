// Wraps the local search bar: a search index that cannot load says so instead of spinning
// (SearchStatus), a question gets its answer above the suggestions (./AnswerPanel.tsx), the box
// does not take the focus back from where the reader went while its index loaded (./useNoFocusTheft.ts),
// and what a reader typed before the box came alive stays in it (./useKeepTyped.ts).
import type {ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import SearchStatus from '@site/src/components/SearchStatus';
import AnswerPanel from './AnswerPanel';
import useKeepTyped from './useKeepTyped';
import useNoFocusTheft from './useNoFocusTheft';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;

export default function SearchBarWrapper(props: Props): ReactNode {
  useNoFocusTheft(styles.bar);
  useKeepTyped(styles.bar);
  return (
    <SearchStatus className={styles.bar}>
      <SearchBar {...props} />
      <AnswerPanel />
    </SearchStatus>
  );
}
