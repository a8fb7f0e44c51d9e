/** The welcome scenario's editor (docs/admin/scenarios/chat-welcome) with the widget's preview. */
import {L} from '../kit/labels';
import {Button, Field, Panel, Row, Toggle} from '../kit/index';
import {AdminPage, Columns, Form, FormRow, SaveCancel} from '../kit/admin';
import {WidgetWindow} from '../kit/widget';
import type {Screen} from '../types';

const S = L.admin.scenario;
const TOPICS = ['Доставка', 'Оплата', 'Возврат', 'Другое'];

const STEPS: [step: (typeof S.steps)[number], text: string][] = [
  ['Сообщение', 'Здравствуйте! Я помогу связаться с оператором.'],
  ['Вопрос', '«Как к вам обращаться?» → поле клиента «Имя»'],
  ['Кнопки', `«Выберите тему:» ${TOPICS.join(', ')} → Тема обращения`],
  ['В очередь', 'Передать обращение на маршрутизацию'],
];

function chatWelcome() {
  return (
    <AdminPage section="Сценарии" title="Приветствие сайта" actions={<Toggle on label={<span className="strong">{S.on}</span>} />}>
      <Columns
        asideWidth={320}
        asideOnPhone={false}
        aside={
          <Panel title="Предпросмотр виджета">
            <WidgetWindow
              width={286}
              messages={[
                {from: 'agent', text: 'Здравствуйте! Я помогу связаться с оператором.'},
                {from: 'agent', text: 'Как к вам обращаться?'},
                {from: 'client', text: 'Ольга'},
                {from: 'agent', text: 'Выберите тему:', buttons: TOPICS},
              ]}
            />
          </Panel>
        }
      >
        <Panel>
          <Form labelWidth={200}>
            <FormRow label="Каналы">
              <Row gap={6} wrap style={{minHeight: 32}}>
                <span className="chip">{L.channels.WEB}</span>
                <span className="chip">{L.channels.TELEGRAM}</span>
              </Row>
            </FormRow>
          </Form>
          <div className="steps">
            {STEPS.map(([step, text], i) => (
              <div key={step} className="step">
                <span className="step-no">{i + 1}</span>
                <div style={{minWidth: 0}}>
                  <div className="strong">{step}</div>
                  <div className="muted">{text}</div>
                </div>
              </div>
            ))}
            <div>
              <Button kind="ghost" small>
                {S.addStep}
              </Button>
            </div>
          </div>
          <Form labelWidth={200}>
            <FormRow label={S.wait}>
              <Field kind="select" value="5 минут" width={160} />
            </FormRow>
          </Form>
          <SaveCancel />
        </Panel>
      </Columns>
    </AdminPage>
  );
}

export const screens: Screen[] = [
  {
    id: 'chat-welcome',
    dir: 'docs/admin/scenarios/img',
    width: 1150,
    
    render: chatWelcome,
  },
];
