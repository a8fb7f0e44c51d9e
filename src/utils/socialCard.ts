import {sectionOf, SECTIONS, type SectionId} from '../config/sections';

/** The sections that have their own social card, `static/img/social/<section>.png` (1200×630): all of them. */
export const SOCIAL_CARD_SECTIONS: SectionId[] = SECTIONS.map((section) => section.id);

/** The section whose card a route shares; everything else (home, general docs) gets `docs`. */
export function socialCardSection(pathname: string): SectionId {
  return sectionOf(pathname).id;
}

/** The site path of a route's social card image. */
export function socialCardPath(pathname: string): string {
  return `/img/social/${socialCardSection(pathname)}.png`;
}
