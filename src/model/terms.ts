/**
 * The product's spelling of its terms: a page writes the right one, never the other
 * (tests/unit/model.spec.ts). Each wrong spelling as it stands in running text, with the right one.
 */
export const SPELLINGS: Readonly<Record<string, string>> = {
  'тайм-аут': 'таймаут',
  'Тайм-аут': 'Таймаут',
  чатбот: 'чат-бот',
  'веб-хук': 'вебхук',
  оффлайн: 'офлайн',
  Оффлайн: 'Офлайн',
  'он-лайн': 'онлайн',
  суфлер: 'суфлёр',
  Суфлер: 'Суфлёр',
  'ИИ-ассистент': 'AI-ассистент',
  'Чат-Центр': 'Чат-центр',
  'Web-виджет': 'веб-виджет',
  дэшборд: 'дашборд',
  самари: 'саммари',
  супервайзер: 'супервизор',
};
