import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useSiteSettings from '@site/src/config/useSiteSettings';
import {SUPPORT_SUBJECT, supportMailto} from './mailto';

/**
 * A support `mailto:` for the page being read: the address the reader sees in the browser, or the
 * canonical one while rendering on the server; with `question`, the letter asks it.
 */
export default function useSupportMailto(subject: string = SUPPORT_SUBJECT, question?: string): string {
  const {supportEmail} = useSiteSettings();
  const {siteConfig} = useDocusaurusContext();
  const location = useLocation();
  const isBrowser = useIsBrowser();
  const pageUrl = isBrowser
    ? window.location.href
    : `${siteConfig.url}${location.pathname}${location.search}${location.hash}`;
  return supportMailto(supportEmail, pageUrl, subject, question);
}
