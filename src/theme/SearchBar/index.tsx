// Wraps the local search bar so that a search index that cannot load says so instead of spinning.
import type {ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import SearchStatus from '@site/src/components/SearchStatus';

type Props = WrapperProps<typeof SearchBarType>;

export default function SearchBarWrapper(props: Props): ReactNode {
  return (
    <SearchStatus>
      <SearchBar {...props} />
    </SearchStatus>
  );
}
