/** The screens of area «more»: the mobile SDK, additional functions, advanced settings, chat-bots. */
import type {Screen} from '../types';
import {screens as sdk} from './sdk';
import {screens as mobile} from './mobile';

export const screens: Screen[] = [...sdk, ...mobile];
