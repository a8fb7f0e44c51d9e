/** Every product screen `npm run screens` renders (scripts/screens.mts). */
import type {Screen} from './types';
import {screens as reports} from './supervisor/reports';
import {screens as agent} from './agent/workplace';

export const screens: Screen[] = [...reports, ...agent];
