/** The sections that have their own social card, `static/img/social/<section>.png` (1200×630). */
export const SOCIAL_CARD_SECTIONS = ['docs', 'agent', 'supervisor', 'admin', 'api', 'blog'] as const;

export type SocialCardSection = (typeof SOCIAL_CARD_SECTIONS)[number];

const PREFIXES: [string, SocialCardSection][] = [
  ['/docs/agent', 'agent'],
  ['/docs/supervisor', 'supervisor'],
  ['/docs/admin', 'admin'],
  ['/docs/api', 'api'],
  ['/docs/sdk', 'api'],
  ['/blog', 'blog'],
];

/** The section whose card a route shares; everything else (home, general docs) gets `docs`. */
export function socialCardSection(pathname: string): SocialCardSection {
  const match = PREFIXES.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return match ? match[1] : 'docs';
}

/** The site path of a route's social card image. */
export function socialCardPath(pathname: string): string {
  return `/img/social/${socialCardSection(pathname)}.png`;
}
