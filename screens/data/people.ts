/** The fixed people every screen shows: the model's people (src/model/personas.ts), whom the pages' examples name. */
import {PERSONAS} from '../../src/model';

export const SUPERVISOR = PERSONAS.supervisor.name;
export const ADMIN = PERSONAS.admin.name;
export const AGENT = PERSONAS.agent.name;

export const SEGMENTS = ['Розница', 'Карты', 'Кредиты', 'Доставка', 'Платежи'] as const;
