// The table of contents beside the article, hydrated after the page in a task of its own (src/components/HydrateLater).
import type {ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import HydrateLater from '@site/src/components/HydrateLater';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): ReactNode {
  return (
    <HydrateLater>
      <TOC {...props} />
    </HydrateLater>
  );
}
