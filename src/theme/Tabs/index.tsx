// Wraps the tabs so that only the chosen tab's panel is rendered (`lazy`). An API page shows each
// request in five languages; rendering the four hidden samples too made the page's start-up work,
// and its HTML, several times larger for code that a reader sees only after choosing its tab.
import type {ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof TabsType>;

export default function TabsWrapper(props: Props): ReactNode {
  return <Tabs lazy {...props} />;
}
