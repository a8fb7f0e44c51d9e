/**
 * The days a screen shows, in the time of the version it draws: a release note's picture of 6.16 is
 * dated in the days of 6.16's release (26.03.2025), the current screens in the current release's
 * (src/model/versions.ts). «Today» is the release day; `day(-7)` a week before it.
 */
import {RELEASES, release} from '../../src/model';
import {drawnVersion} from '../kit/labels';

const two = (n: number) => String(n).padStart(2, '0');

/** The day `offset` days from the drawn version's release: `dm` «19.11», `dmy` «19.11.2025». */
export function day(offset = 0): {dm: string; dmy: string} {
  const version = drawnVersion();
  const date = new Date(`${(version && release(version)?.date) || RELEASES[RELEASES.length - 1].date}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  const dm = `${two(date.getUTCDate())}.${two(date.getUTCMonth() + 1)}`;
  return {dm, dmy: `${dm}.${date.getUTCFullYear()}`};
}
