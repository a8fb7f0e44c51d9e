// The docs sidebar, hydrated after the page in a task of its own (src/components/HydrateLater).
import type {ReactNode} from 'react';
import DocSidebar from '@theme-original/DocSidebar';
import type DocSidebarType from '@theme/DocSidebar';
import type {WrapperProps} from '@docusaurus/types';
import HydrateLater from '@site/src/components/HydrateLater';

type Props = WrapperProps<typeof DocSidebarType>;

export default function DocSidebarWrapper(props: Props): ReactNode {
  return (
    <HydrateLater>
      <DocSidebar {...props} />
    </HydrateLater>
  );
}
