// HTTP messages as the pages write them (the HTTP tabs of the samples, the webhook deliveries), and
// raw bytes sent to a local port.
import net from 'node:net';

/** Splits an HTTP tab into its messages: head lines, body (or null), and where it stands. */
export function httpMessages(text) {
  const messages = [];
  for (const line of text.split('\n')) {
    if (/^(GET|POST|PUT|PATCH|DELETE) \S+ HTTP\/1\.1$/.test(line) || !messages.length) {
      messages.push([]);
    }
    messages.at(-1).push(line);
  }
  return messages.map((lines) => {
    while (lines.at(-1) === '') {
      lines.pop();
    }
    const blank = lines.indexOf('');
    const head = blank < 0 ? lines : lines.slice(0, blank);
    const body = blank < 0 ? null : lines.slice(blank + 1).join('\n');
    const headers = Object.fromEntries(
      head.slice(1).map((h) => [h.slice(0, h.indexOf(':')).toLowerCase(), h.slice(h.indexOf(':') + 1).trim()]),
    );
    return {requestLine: head[0], head, headers, body};
  });
}

/** Problems of an HTTP tab's message as text: Content-Length, elisions. */
export function httpMessageProblems(message) {
  const found = [];
  if (message.head.some((h) => h.includes('…'))) {
    found.push('a header is cut short with «…»');
  }
  if (message.body !== null) {
    const length = Buffer.byteLength(message.body);
    if (message.headers['content-length'] !== String(length)) {
      found.push(`Content-Length is ${message.headers['content-length'] ?? 'missing'}, the body has ${length} bytes`);
    }
  }
  return found;
}

/** Sends raw bytes to a port; resolves with the status code (0 when nothing came back). */
export function sendRaw(port, bytes, timeout = 10_000) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks = [];
    const timer = setTimeout(() => socket.destroy(), timeout);
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      const head = Buffer.concat(chunks).toString('latin1');
      resolve(Number(head.match(/^HTTP\/1\.[01] (\d{3})/)?.[1] ?? 0));
    });
  });
}

/** A message of a page as bytes to send to 127.0.0.1, with `requestLine` in place of its own. */
export function toBytes(message, requestLine, extraHeaders = {}) {
  const head = [requestLine, ...message.head.slice(1).filter((h) => !/^(host|connection):/i.test(h))];
  head.push('Host: 127.0.0.1', 'Connection: close', ...Object.entries(extraHeaders).map(([k, v]) => `${k}: ${v}`));
  return Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'), Buffer.from(message.body ?? '')]);
}
