/**
 * The people of the examples: the company's staff, each with one name, one login and one role, on
 * every page, screen and spec. A login is the first name's initial, a dot and the surname
 * (`a.ivanova`), as the screens, the pages and the OpenAPI specs write it; a staff e-mail is the
 * login @example.ru. tests/unit/model.spec.ts fails on a login written the other way round (`ivanova.a`).
 */
import type {RoleId} from './roles';

export type Persona = {name: string; login: string; role: RoleId};

export const PERSONAS = {
  agent: {name: 'Анна Иванова', login: 'a.ivanova', role: 'agent'},
  supervisor: {name: 'Елена Соколова', login: 'e.sokolova', role: 'supervisor'},
  admin: {name: 'Игорь Лебедев', login: 'i.lebedev', role: 'admin'},
  apiAgent: {name: 'Сергей Петров', login: 's.petrov', role: 'agent'},
  apiSupervisor: {name: 'Екатерина Смирнова', login: 'e.smirnova', role: 'supervisor'},
  newAgent: {name: 'Марат Гайнуллин', login: 'm.gaynullin', role: 'agent'},
  agentSmirnov: {name: 'Иван Смирнов', login: 'i.smirnov', role: 'agent'},
  agentOrlova: {name: 'Светлана Орлова', login: 's.orlova', role: 'agent'},
  agentVolkov: {name: 'Денис Волков', login: 'd.volkov', role: 'agent'},
  agentPetrov: {name: 'Олег Петров', login: 'o.petrov', role: 'agent'},
  agentPetrova: {name: 'Ирина Петрова', login: 'i.petrova', role: 'agent'},
  agentOlgaPetrova: {name: 'Ольга Петрова', login: 'o.petrova', role: 'agent'},
  agentSmirnova: {name: 'Ирина Смирнова', login: 'i.smirnova', role: 'agent'},
  supervisorGromova: {name: 'Татьяна Громова', login: 't.gromova', role: 'supervisor'},
  // The supervisor's team on the monitoring, report and dashboard screens (screens/kit/supervisor.tsx, TEAM).
  agentKim: {name: 'Мария Ким', login: 'm.kim', role: 'agent'},
  agentOlegSmirnov: {name: 'Олег Смирнов', login: 'o.smirnov', role: 'agent'},
  agentOrlov: {name: 'Денис Орлов', login: 'd.orlov', role: 'agent'},
  agentPavlova: {name: 'Ирина Павлова', login: 'i.pavlova', role: 'agent'},
  agentBelov: {name: 'Никита Белов', login: 'n.belov', role: 'agent'},
} as const satisfies Record<string, Persona>;

/**
 * The clients of the examples: people who write to the company, never staff. A screen draws a client
 * where a client stands (a queue card, a thread's head, a «Клиент» column) and staff everywhere else;
 * tests/unit/screens.spec.ts fails on a name of neither list or on a person in the other's place.
 */
export const CLIENTS = [
  'Ольга Кузнецова',
  'Сергей Фролов',
  'Марина Зуева',
  'Екатерина Миронова',
  'Дмитрий Орлов',
  'Анна Смирнова',
  'Мария Иванова',
  'Мария Котова',
  'Олег Ветров',
  'Анна Лис',
  'Сергей Волков',
  'Павел Егоров',
  'Светлана Белова',
  'Андрей Лаптев',
  'Наталья Фомина',
  'Игорь Васильев',
  'Павел Орлов',
  'Наталья Орлова',
  'Наталья Белова',
  'Анна Соколова',
  'Пётр Смирнов',
  'Пётр Корнилов',
  'Ольга Рябова',
  'Инна Лосева',
  'Вера Никитина',
] as const;

/** A persona's staff e-mail. */
export const emailOf = (persona: Persona): string => `${persona.login}@example.ru`;

/** The login of a persona written the other way round, initial first: what a page must not say. */
export const reversedLogin = (login: string): string => login.split('.').reverse().join('.');

/** The persona of that name; a screen's user is always one (screens/kit/index.tsx). */
export function personaNamed(name: string): Persona | undefined {
  return Object.values(PERSONAS).find((persona) => persona.name === name);
}
