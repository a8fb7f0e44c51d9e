/** Every product screen `npm run screens` renders (scripts/screens.mts). */
import type {Screen} from './types';
import {screens as reports} from './supervisor/reports';
import {screens as agent} from './agent/workplace';
import {screens as threads} from './agent/threads';
import {screens as monitoring} from './supervisor/monitoring';
import {screens as changelog} from './admin/changelog';
import {screens as agentQueue} from './agent/queue';
import {screens as agentDialogs} from './agent/dialogs';
import {screens as classic} from './supervisor/classic';
import {screens as monitoringNew} from './supervisor/monitoring-new';
import {screens as dashboards} from './supervisor/dashboards';
import {screens as svNotifications} from './supervisor/notifications';
import {screens as svSettings} from './supervisor/settings';
import {screens as svQuickstart} from './supervisor/quickstart';
import {screens as svThreadcontrol} from './supervisor/threadcontrol';
import {screens as more} from './more/index';
import {screens as adminRouting} from './admin/routing';
import {screens as adminWidget} from './admin/widget';
import {screens as adminUsers} from './admin/users';
import {screens as adminQuickstart} from './admin/quickstart';
import {screens as adminScenarios} from './admin/scenarios';
import {screens as adminInfo} from './admin/info';
import {screens as workplaceSettings} from './admin/workplace-settings';
import {screens as chatManagement} from './admin/chat-management';
import {screens as integrations} from './admin/integrations';

export const screens: Screen[] = [...reports, ...agent, ...threads, ...monitoring, ...changelog, ...agentQueue, ...agentDialogs, ...classic, ...monitoringNew, ...dashboards, ...svNotifications, ...svSettings, ...svQuickstart, ...svThreadcontrol, ...more, ...adminRouting, ...adminWidget, ...adminUsers, ...adminQuickstart, ...adminScenarios, ...adminInfo, ...workplaceSettings, ...chatManagement, ...integrations];
