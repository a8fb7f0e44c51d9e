/**
 * The summary of Ольга Кузнецова's thread about the late courier (№ 48213): the agent's «Саммари» tab
 * and the summarizer's «Пример саммари» show the same three blocks (docs/admin/integrations/summarizer,
 * docs/agent/client-profile/summary).
 */
import {L} from '../kit/labels';

const TEXTS = [
  'Заказ № 5530-1184 не доставлен: курьер обещал приехать до 13:00 и не приехал.',
  'Оператор проверил заказ: курьер задерживается, заказ у него.',
  'Перезвонить клиентке до 18:00 и назвать точное время доставки.',
] as const;

/** Each block's title (read while the screen draws, for the version it draws) and its text. */
export const summaryBlocks = (): [title: string, text: string][] => L.agent.summary.blocks.map((title, i) => [title, TEXTS[i]]);
