/** The fixed people and places every screen shows, the ones the pages' examples name. */
export const SUPERVISOR = 'Елена Соколова';
export const ADMIN = 'Игорь Лебедев';
export const AGENT = 'Анна Иванова';

export const SEGMENTS = ['Розница', 'Карты', 'Кредиты', 'Доставка', 'Платежи'] as const;
