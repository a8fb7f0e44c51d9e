// The article with its breadcrumbs, phone table of contents and pagination, hydrated after the page in a task of its own (src/components/HydrateLater).
import type {ReactNode} from 'react';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type {WrapperProps} from '@docusaurus/types';
import HydrateLater from '@site/src/components/HydrateLater';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props): ReactNode {
  return (
    <HydrateLater>
      <Layout {...props} />
    </HydrateLater>
  );
}
