/**
 * The people of the examples: the company's staff, each with one name, one login and one role, on
 * every page, screen and spec. A login is the surname, a dot and the first name's initial
 * (`ivanova.a`), as the OpenAPI specs write it; a staff e-mail is the login @example.ru.
 * tests/unit/model.spec.ts fails on a login written the other way round (`a.ivanova`).
 */
import type {RoleId} from './roles';

export type Persona = {name: string; login: string; role: RoleId};

export const PERSONAS = {
  agent: {name: 'Анна Иванова', login: 'ivanova.a', role: 'agent'},
  supervisor: {name: 'Елена Соколова', login: 'sokolova.e', role: 'supervisor'},
  admin: {name: 'Игорь Лебедев', login: 'lebedev.i', role: 'admin'},
  apiAgent: {name: 'Сергей Петров', login: 'petrov.s', role: 'agent'},
  apiSupervisor: {name: 'Екатерина Смирнова', login: 'smirnova.e', role: 'supervisor'},
  newAgent: {name: 'Марат Гайнуллин', login: 'gaynullin.m', role: 'agent'},
  agentSmirnov: {name: 'Иван Смирнов', login: 'smirnov.i', role: 'agent'},
  agentOrlova: {name: 'Светлана Орлова', login: 'orlova.s', role: 'agent'},
  agentVolkov: {name: 'Денис Волков', login: 'volkov.d', role: 'agent'},
  agentPetrov: {name: 'Олег Петров', login: 'petrov.o', role: 'agent'},
  agentPetrova: {name: 'Ирина Петрова', login: 'petrova.i', role: 'agent'},
  agentOlgaPetrova: {name: 'Ольга Петрова', login: 'petrova.o', role: 'agent'},
  agentSmirnova: {name: 'Ирина Смирнова', login: 'smirnova.i', role: 'agent'},
  supervisorGromova: {name: 'Татьяна Громова', login: 'gromova.t', role: 'supervisor'},
} as const satisfies Record<string, Persona>;

/** A persona's staff e-mail. */
export const emailOf = (persona: Persona): string => `${persona.login}@example.ru`;

/** The login of a persona written the other way round, initial first: what a page must not say. */
export const reversedLogin = (login: string): string => login.split('.').reverse().join('.');

/** The persona of that name; a screen's user is always one (screens/kit/index.tsx). */
export function personaNamed(name: string): Persona | undefined {
  return Object.values(PERSONAS).find((persona) => persona.name === name);
}
