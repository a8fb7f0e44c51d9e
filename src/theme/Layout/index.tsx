// Wraps the page layout to mount the feedback widget once per page, inside the theme's providers.
import type {ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import FeedbackWidget from '@site/src/components/FeedbackWidget';
import {MountAfterHydration} from '@site/src/components/HydrateLater';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper({children, ...props}: Props): ReactNode {
  return (
    <Layout {...props}>
      {children}
      <MountAfterHydration>
        <FeedbackWidget />
      </MountAfterHydration>
    </Layout>
  );
}
