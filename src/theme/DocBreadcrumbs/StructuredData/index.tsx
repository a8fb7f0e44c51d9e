// Wraps the breadcrumbs' JSON-LD so that each item names its page as the site links it (no trailing
// slash: /docs, not the docs home's permalink /docs/, which answers with a redirect).
import type {ReactNode} from 'react';
import StructuredData from '@theme-original/DocBreadcrumbs/StructuredData';
import type StructuredDataType from '@theme/DocBreadcrumbs/StructuredData';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {pagePath} from '@site/src/utils/pagePath';

type Props = WrapperProps<typeof StructuredDataType>;

export default function StructuredDataWrapper({breadcrumbs, ...props}: Props): ReactNode {
  const {trailingSlash} = useDocusaurusContext().siteConfig;
  return (
    <StructuredData
      {...props}
      breadcrumbs={breadcrumbs.map((item) => (item.href ? {...item, href: pagePath(item.href, trailingSlash)} : item))}
    />
  );
}
