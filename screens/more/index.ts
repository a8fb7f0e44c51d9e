/** The screens of area «more»: the mobile SDK, additional functions, advanced settings, chat-bots. */
import type {Screen} from '../types';
import {screens as sdk} from './sdk';

export const screens: Screen[] = [...sdk];
