import {expect, test} from '@playwright/test';
import {olderNotes} from '../../src/utils/blogSince';
import {keepProductName} from '../../src/utils/productName';

const item = (permalink: string) => ({content: {metadata: {permalink}}});
const VERSIONS = ['6.27', '6.26', '6.25', '6.24'];

test('under the summary of the changes after 6.25, the list keeps 6.25, older notes and other posts, not 6.26–6.27', () => {
  const items = ['/blog/6-27', '/blog/6-26', '/blog/welcome', '/blog/6-25', '/blog/6-24'].map(item);
  expect(olderNotes(items, VERSIONS, '6.25').map((i) => i.content.metadata.permalink)).toEqual(['/blog/welcome', '/blog/6-25', '/blog/6-24']);
  // The newest version covers nothing.
  expect(olderNotes(items, VERSIONS, '6.27')).toHaveLength(items.length);
});

test('«Чат-центр» on screen keeps its hyphen unbreakable, in every case form, and nothing else changes', () => {
  expect(keepProductName('Документация Чат-центра, Чат-центр и чат-бот')).toBe('Документация Чат\u2011центра, Чат\u2011центр и чат-бот');
});
