/**
 * The mobile SDK's chat on a phone (docs/sdk/): the app's screen with the support button beside the chat
 * the SDK opens, and the chat with the theme's parameters marked. The client is Анна Лис of the pages'
 * code examples; the theme is the page's example (`headerTitle`, `headerSubtitle`, `inputPlaceholder`).
 */
import {Button, Icon, Status} from '../kit/index';
import {Callout} from '../kit/workplace';
import {Bubble, ChatFeed, ChatHeader, ChatInput, ChatNote, Phone} from '../kit/phone';
import type {Screen} from '../types';

const AGENT_NAME = 'Ирина Смирнова';

function appScreen() {
  return (
    <>
      <div className="chat-header" style={{background: 'var(--surface-2)', color: 'var(--text)'}}>
        <Icon name="back" />
        <span className="strong">Магазин · Мои заказы</span>
      </div>
      <div style={{flex: 1, padding: 14, display: 'flex', flexDirection: 'column', gap: 10, background: 'var(--bg)'}}>
        {[
          ['Заказ 5521', 'в доставке', 'blue'],
          ['Заказ 5490', 'получен', 'green'],
        ].map(([order, state, tone]) => (
          <div key={order} className="panel" style={{padding: '12px 14px', display: 'flex', alignItems: 'center'}}>
            <div>
              <div className="strong">{order}</div>
              <div className="muted small">18.11.2025</div>
            </div>
            <span className="spacer" />
            <Status tone={tone as 'blue' | 'green'}>{state}</Status>
          </div>
        ))}
        <span className="spacer" />
        <div style={{display: 'flex', justifyContent: 'center'}}>
          <Button kind="primary" icon="mail">
            Написать в поддержку
          </Button>
        </div>
        <div className="muted small" style={{textAlign: 'center'}}>
          Кнопка вызывает <span className="mono">ChatCenter.openChat()</span>
        </div>
      </div>
    </>
  );
}

function mobilechat() {
  return (
    <div className="phones">
      <Phone caption="Ваше приложение" className="wide-phone" height={440}>
        {appScreen()}
      </Phone>
      <Phone caption="Экран чата из SDK" height={440}>
        <ChatHeader title="Поддержка" subtitle="Отвечаем с 9:00 до 21:00" />
        <ChatFeed>
          <ChatNote>Сегодня</ChatNote>
          <Bubble from="agent" name={AGENT_NAME} time="Ирина · 14:02">
            Здравствуйте, Анна! Вижу заказ 5521. Чем помочь?
          </Bubble>
          <Bubble from="client" time="14:03 ✓✓">
            Когда приедет курьер? Жду с утра.
          </Bubble>
          <ChatNote>Ирина печатает…</ChatNote>
        </ChatFeed>
        <ChatInput placeholder="Напишите сообщение…" />
      </Phone>
    </div>
  );
}

const LEGEND: [number, string][] = [
  [1, 'headerTitle, headerBackgroundColor'],
  [2, 'headerSubtitle'],
  [3, 'showAgentAvatar'],
  [4, 'agentBubbleColor, agentTextColor'],
  [5, 'botBubbleColor'],
  [6, 'clientBubbleColor, clientTextColor'],
  [7, 'timeFormat, readReceiptsEnabled'],
  [8, 'bubbleCornerRadius'],
  [9, 'typingIndicatorEnabled'],
  [10, 'attachmentsEnabled'],
  [11, 'inputPlaceholder'],
  [12, 'primaryColor'],
];

const mark = (n: number) => <Callout n={n} style={{margin: '0 2px'}} />;

function chatdesign() {
  return (
    <div className="phones" style={{alignItems: 'center'}}>
      <Phone height={470}>
        <div className="chat-header">
          <div style={{flex: 1, minWidth: 0}}>
            <div className="strong" style={{display: 'flex', alignItems: 'center', gap: 4}}>
              Поддержка магазина {mark(1)}
            </div>
            <div className="chat-header-sub" style={{display: 'flex', alignItems: 'center', gap: 4}}>
              Отвечаем с 9:00 до 21:00 {mark(2)}
            </div>
          </div>
          <Icon name="close" />
        </div>
        <ChatFeed>
          <Bubble from="bot" after={mark(5)}>
            Бот: чем могу помочь?
          </Bubble>
          <Bubble from="client" time="14:03 ✓✓">
            Где мой заказ 5521?
          </Bubble>
          <Bubble from="agent" name={AGENT_NAME} time="14:04" before={mark(3)} after={mark(4)}>
            Проверила заказ, курьер будет в 15:00.
          </Bubble>
          <Bubble from="client" time="14:05 ✓✓" before={<>{mark(6)}{mark(8)}</>} after={mark(7)}>
            Спасибо!
          </Bubble>
          <div style={{display: 'flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start'}}>
            <span className="chat-note">Ирина печатает…</span>
            {mark(9)}
          </div>
        </ChatFeed>
        <div style={{display: 'flex', justifyContent: 'space-around', padding: '4px 10px 0', background: 'var(--surface)', borderTop: '1px solid var(--line)'}}>
          {mark(10)}
          {mark(11)}
          {mark(12)}
        </div>
        <div style={{borderTop: 0}}>
          <ChatInput placeholder="Опишите вопрос…" />
        </div>
      </Phone>
      <div className="legend">
        <div className="strong">Параметры темы ChatTheme</div>
        {LEGEND.map(([n, names]) => (
          <div key={n} className="legend-row">
            <Callout n={n} />
            <code>{names}</code>
          </div>
        ))}
      </div>
    </div>
  );
}

export const screens: Screen[] = [
  {id: 'sdk-mobilechat', dir: 'docs/sdk/img', width: 760, narrow: 420, render: mobilechat},
  {id: 'sdk-chatdesign', dir: 'docs/sdk/img', width: 760, narrow: 420, render: chatdesign},
];
