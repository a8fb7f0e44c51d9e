/** Every product screen `npm run screens` renders (scripts/screens.mts). */
import type {Screen} from './types';
import {screens as reports} from './supervisor/reports';

export const screens: Screen[] = [...reports];
