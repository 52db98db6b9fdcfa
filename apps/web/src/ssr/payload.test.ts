import { afterEach, describe, expect, it } from 'vitest';
import { PAYLOAD_ELEMENT_ID, readServerPayload } from './payload';

function page(json: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAYLOAD_ELEMENT_ID;
  script.textContent = json;
  document.body.append(script);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readServerPayload', () => {
  it('reads the server’s payload, escapes included', () => {
    page(
      '{"renderedAt":1,"pages":["src/x.tsx"],"queries":{"queries":[],"mutations":[]},"note":"\\u003c/script\\u003e"}',
    );
    expect(readServerPayload()).toEqual({
      renderedAt: 1,
      pages: ['src/x.tsx'],
      queries: { queries: [], mutations: [] },
      note: '</script>',
    });
  });

  it('answers null for the shell (no payload) and for anything it cannot use', () => {
    expect(readServerPayload()).toBeNull();
    page('{not json');
    expect(readServerPayload()).toBeNull();
    document.body.innerHTML = '';
    page('{"renderedAt":1,"pages":[],"queries":{}}');
    expect(readServerPayload()).toBeNull();
  });
});
