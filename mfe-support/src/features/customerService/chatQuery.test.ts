import { chatLanguage, chatLaunchQuery, CHAT_DEFAULT_LANGUAGE } from './chatQuery';
import { messagingServiceUrl } from './messagingService';

describe('chat launch query', () => {
  it('carries b2c, language, backUrl, headerColor and title', () => {
    expect(chatLaunchQuery({ language: 'en', backUrl: 'http://x/m/message', headerColor: '#123456', title: 'Customer service' })).toEqual({
      b2c: true,
      language: 'EN',
      backUrl: 'http://x/m/message',
      headerColor: '#123456',
      title: 'Customer service',
    });
  });
  it('defaults the chat language to CN', () => {
    expect(CHAT_DEFAULT_LANGUAGE).toBe('CN');
    expect(chatLanguage(undefined)).toBe('CN');
    expect(chatLanguage('')).toBe('CN');
    expect(chatLanguage('vi')).toBe('CN');
    expect(chatLanguage('pt')).toBe('PT');
  });
});

describe('messaging-app customer service entry', () => {
  it('prefers the WHATSAPP entry', () => {
    expect(
      messagingServiceUrl([
        { csType: 'LIVECHAT', path: 'https://chat', type: 1 },
        { csType: 'TELEGRAM', path: 'https://t.me/x', type: 3 },
        { csType: 'WHATSAPP', path: 'https://wa.me/1' },
      ]),
    ).toBe('https://wa.me/1');
  });
  it('falls back to the version-list entry (type 3)', () => {
    expect(
      messagingServiceUrl([
        { csType: 'LIVECHAT', path: 'https://chat' },
        { csType: 'TELEGRAM', path: 'https://t.me/x', type: 3 },
      ]),
    ).toBe('https://t.me/x');
  });
  it('skips entries without a path and finds none in an empty list', () => {
    expect(messagingServiceUrl([{ csType: 'WHATSAPP', path: ' ' }])).toBeNull();
    expect(messagingServiceUrl([])).toBeNull();
  });
});
