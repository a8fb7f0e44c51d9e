/** Thread window pages (docs/agent/threads/, the summary tab): finishing, pinning, the summary. */
import {L} from '../kit/labels';
import {AGENT} from '../data/people';
import {Button, Checkbox, Dialog, DialogButtons, Field, Icon, Menu, Row} from '../kit/index';
import {ClientPanel, Workplace} from '../kit/workplace';
import type {Screen} from '../types';
import {SECTIONS, THREAD} from './workplace';
import {summaryBlocks} from '../data/summary';


function ending() {
  return (
    <Workplace
      user={AGENT}
      sections={SECTIONS}
      thread={THREAD}
      focus="overlay"
      overlay={
        <Dialog
          title={L.agent.finish}
          width={440}
          footer={<DialogButtons ok={L.agent.finishDialog.finish} />}
        >
          <Field label={L.agent.finishDialog.topic} kind="select" value="Доставка" />
          <label className="field">
            <span className="field-label">{L.agent.finishDialog.tags}</span>
            <span className="control" style={{height: 'auto', minHeight: 36, flexWrap: 'wrap', gap: 6, padding: '5px 8px'}}>
              <span className="chip chip-accent">Опоздание курьера</span>
              <span className="chip chip-accent">Перенос доставки</span>
            </span>
          </label>
          <Checkbox on label={L.agent.finishDialog.ask} />
          <div className="small muted">Клиент получит вопрос «Ваш вопрос решён?» с кнопками «Да» и «Нет».</div>
        </Dialog>
      }
    />
  );
}

function pinned() {
  return (
    <Workplace
      user={AGENT}
      sections={SECTIONS}
      thread={{
        ...THREAD,
        pinned: pinnedBar(),
        hints: undefined,
        messages: [
          {from: 'system', text: 'Обращение назначено: Анна Иванова · 14:02'},
          {from: 'client', text: 'Здравствуйте! Заказ № 5530-1184, адрес — ул. Ленина, 12', time: '14:02'},
          {from: 'client', text: 'Курьер обещал приехать до 13:00, но так и не приехал', time: '14:03'},
          {
            from: 'agent',
            text: (
              <span style={{position: 'relative', display: 'block'}}>
                Перезвоним вам до 18:00 и скажем точное время доставки
                <Menu items={L.agent.messageMenu.filter((item) => item !== 'Открепить')} active={0} style={{right: 0, top: 46}} />
              </span>
            ),
            time: '14:06 ✓✓',
          },
          {from: 'client', text: 'Хорошо, жду звонка', time: '14:07'},
        ],
        input: undefined,
      }}
      focus="thread"
    />
  );
}

/** The pinned bar above the feed: «Закреплено · 2 из 3» with arrows. */
function pinnedBar() {
  return (
    <div className="pinned">
      <Icon name="pin" size={14} />
      <span className="strong" style={{whiteSpace: 'nowrap'}}>
        Закреплено · 2 из 3
      </span>
      <span className="ellipsis">Ольга Кузнецова: Заказ № 5530-1184, адрес — ул. Ленина, 12</span>
      <span className="spacer" />
      <span style={{display: 'flex', transform: 'rotate(180deg)'}}>
        <Icon name="chevron" />
      </span>
      <Icon name="chevron" />
    </div>
  );
}

function summary() {
  const blocks = summaryBlocks();
  // The feed the summary was built from (6 messages up to 14:07) and the 2 that came after 14:10.
  const thread = {
    ...THREAD,
    messages: [
      ...THREAD.messages,
      {from: 'agent' as const, text: 'Курьер задерживается, заказ у него. Перезвоним вам до 18:00 и скажем точное время.', time: '14:06 ✓✓'},
      {from: 'client' as const, text: 'Хорошо, жду звонка', time: '14:07'},
      {from: 'client' as const, text: 'А можно оставить заказ у консьержа?', time: '14:12'},
      {from: 'client' as const, text: 'Если меня не будет дома', time: '14:12'},
    ],
  };
  return (
    <Workplace
      user={AGENT}
      thread={thread}
      client={
        <ClientPanel tab="Саммари">
          <div className="small muted">Построено по запросу · 19.11 14:10 · по 6 сообщениям</div>
          {blocks.map(([title, text]) => (
            <div key={title}>
              <h3>{title}</h3>
              <p>{text}</p>
            </div>
          ))}
          <div className="chip" style={{alignSelf: 'flex-start'}}>
            Новых сообщений после построения: 2
          </div>
          <Row gap={6} wrap>
            <Button small kind="primary">
              {L.agent.summary.update}
            </Button>
            <Button small>{L.agent.messageMenu[3]}</Button>
          </Row>
        </ClientPanel>
      }
      focus="client"
    />
  );
}

const screen = (dir: string, id: string, render: () => React.ReactElement, width = 1180): Screen => ({id, dir: `docs/agent/${dir}/img`, width, render});

export const screens: Screen[] = [
  screen('threads', 'thread-ending', ending, 1000),
  {...screen('threads', 'pinned-message', pinned, 1000), versions: ['6.14']},
  screen('client-profile', 'summary', summary, 1000),
];
