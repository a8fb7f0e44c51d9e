import {expect, test} from '@playwright/test';
import {jsonProblem} from '../../src/components/ApiOperation/request';

/** Where a reader's JSON typo is, said in Russian by the API console (src/components/ApiOperation/request.ts). */
test.describe('the console names a JSON typo in Russian, with its line and character', () => {
  const cases: [string, string, RegExp][] = [
    ['a missing comma', '{\n  "name": "Олег"\n  "phone": "+79037654321"\n}', /^ошибка JSON, строка 3, символ 3: пропущена запятая$/],
    ['a trailing comma', '{\n  "name": "Олег",\n}', /^ошибка JSON, строка 3, символ 1: ожидалось имя поля в двойных кавычках/],
    ['single quotes', "{'name': 'Олег'}", /^ошибка JSON, строка 1, символ 2: недопустимый символ: строки и имена полей пишутся в двойных кавычках$/],
    ['a missing colon', '{"name" "Олег"}', /строка 1, символ 9: после имени поля нужно двоеточие$/],
    ['an unclosed string', '{"name": "Олег}', /строка 1, символ 10: строка не закрыта/],
    ['a body cut short', '{"name": ', /^ошибка JSON, в конце текста: ожидалось значение/],
    ['a comment', '{"name": "Олег" // клиент\n}', /комментарии в JSON не допускаются$/],
  ];
  for (const [name, body, reason] of cases) {
    test(name, () => {
      const problem = jsonProblem(body);
      expect(problem.field).toBe('body');
      expect(problem.reason).toMatch(reason);
      // No English from the browser's parser.
      expect(problem.reason.replaceAll('JSON', '')).not.toMatch(/[A-Za-z]{2,}/);
      expect(problem.at).toBeGreaterThanOrEqual(0);
      expect(problem.at).toBeLessThanOrEqual(body.length);
    });
  }

  test('the offset points at the typo, so that «Показать в теле запроса» selects it', () => {
    const body = '{\n  "name": "Олег"\n  "phone": "+79037654321"\n}';
    expect(body.slice(jsonProblem(body).at)).toMatch(/^"phone"/);
  });
});
