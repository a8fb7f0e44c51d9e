/** The screens of area «more»: the mobile SDK, additional functions, advanced settings, chat-bots. */
import type {Screen} from '../types';
import {screens as sdk} from './sdk';
import {screens as mobile} from './mobile';
import {screens as bots} from './bots';
import {screens as features} from './features';
import {screens as settings} from './settings';

export const screens: Screen[] = [...sdk, ...mobile, ...bots, ...features, ...settings];
