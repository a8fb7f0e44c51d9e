/** Every product screen `npm run screens` renders (scripts/screens.mts). */
import type {Screen} from './types';
import {screens as reports} from './supervisor/reports';
import {screens as agent} from './agent/workplace';
import {screens as threads} from './agent/threads';
import {screens as monitoring} from './supervisor/monitoring';
import {screens as changelog} from './admin/changelog';
import {screens as adminRouting} from './admin/routing';
import {screens as workplaceSettings} from './admin/workplace-settings';
import {screens as chatManagement} from './admin/chat-management';
import {screens as integrations} from './admin/integrations';

export const screens: Screen[] = [...reports, ...agent, ...threads, ...monitoring, ...changelog, ...adminRouting, ...workplaceSettings, ...chatManagement, ...integrations];
