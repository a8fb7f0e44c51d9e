import {expect} from '@playwright/test';

/** A mailto link read the way a mail client does (for the support tests, in the browser suite and the component tests). */
export function readMailto(href: string | null) {
  expect(href).toMatch(/^mailto:/);
  const url = new URL(href!);
  return {
    to: decodeURIComponent(url.pathname),
    fields: [...url.searchParams.keys()],
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body') ?? '',
  };
}
