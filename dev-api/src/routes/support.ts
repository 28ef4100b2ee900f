import type { FastifyInstance } from 'fastify';
import { fail, MSG, ok } from '../lib/envelope.js';
import { FeedbackPayloadSchema, InboxReadPayloadSchema } from 'shared/contract';
import { requestSchema } from '../lib/contract.js';
import { requestLanguage } from '../lib/language.js';
import { localized } from '../seed/portuguese.js';
import { int, obj, str } from '../lib/schema.js';
import type { Runtime } from '../runtime.js';
import type { FeedbackPayload, InboxMessage } from '../types.js';

export function supportRoutes(app: FastifyInstance, rt: Runtime): void {
  const { seeds } = rt;

  app.get('/system/helpCenter', async (request) => {
    const language = requestLanguage(request);
    return ok(
      seeds.help.map((item) => ({ ...localized(item, language), children: item.children.map((child) => localized(child, language)) })),
    );
  });

  app.put<{ Body: FeedbackPayload }>(
    '/feedback',
    {
      schema: {
        body: requestSchema(FeedbackPayloadSchema),
      },
    },
    async (request) => {
      const session = rt.requireSession(request);
      const { content, sender, type, captcha } = request.body;
      if (!rt.captchas.verify(captcha)) throw fail(MSG.captcha);
      const id = rt.store.update((s) => {
        const id = s.nextId.feedback++;
        s.feedback.push({
          id,
          username: session.account.username,
          sender: sender ?? session.account.username,
          type,
          content: content.trim(),
          at: rt.now(),
        });
        return id;
      });
      return ok({ id });
    },
  );

  const inboxOf = (key: string): InboxMessage[] => {
    const read = new Set(rt.state.inboxRead[key] ?? []);
    return [...(seeds.inbox.all ?? []), ...(seeds.inbox[key] ?? [])]
      .map(({ defaultRead, ...m }) => ({ ...m, read: defaultRead || read.has(m.id) }))
      .sort((a, b) => b.sendDate.localeCompare(a.sendDate));
  };

  app.get<{ Querystring: { pageNo: number; pageSize: number } }>(
    '/inbox',
    { schema: { querystring: obj({ pageNo: int({ minimum: 1, default: 1 }), pageSize: int({ minimum: 1, maximum: 100, default: 20 }) }) } },
    async (request) => {
      const session = rt.requireRealAccount(request);
      const language = requestLanguage(request);
      const all = inboxOf(session.key).map((message) => localized(message, language));
      const { pageNo, pageSize } = request.query;
      return ok({
        list: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        pageNum: pageNo,
        totalPages: Math.ceil(all.length / pageSize),
        total: all.length,
      });
    },
  );

  app.post<{ Body: { id: number } }>('/inbox/read', { schema: { body: requestSchema(InboxReadPayloadSchema) } }, async (request) => {
    const session = rt.requireRealAccount(request);
    if (!inboxOf(session.key).some((m) => m.id === request.body.id)) throw fail('Message not found');
    rt.store.update((s) => {
      const ids = s.inboxRead[session.key] ?? [];
      if (!ids.includes(request.body.id)) s.inboxRead[session.key] = [...ids, request.body.id];
    });
    return ok(null);
  });

  app.get('/inbox/unread', async (request) => {
    const session = rt.requireRealAccount(request);
    return ok({ unReadCount: inboxOf(session.key).filter((m) => !m.read).length });
  });

  const CHAT_UNREAD: Record<string, number> = { player01: 3, contract01: 1 };

  app.get<{ Querystring: { language?: string; backUrl?: string; title?: string } }>(
    '/chat/launch',
    {
      schema: {
        querystring: obj({
          language: str({ maxLength: 8 }),
          backUrl: str({ maxLength: 2048 }),
          title: str({ maxLength: 64 }),
          headerColor: str({ maxLength: 32 }),
        }),
      },
    },
    async (request) => {
      const session = rt.requireRealAccount(request);
      rt.requireFlag('CBS3');
      rt.store.update((s) => {
        s.chatRead[session.key] = true;
      });
      const params = new URLSearchParams({ user: session.account.username, lang: request.query.language ?? 'CN' });
      if (request.query.backUrl) params.set('backUrl', request.query.backUrl);
      return ok({ chatUrl: `/wps/chat/room?${params.toString()}` });
    },
  );

  app.get('/chat/unread', async (request) => {
    const session = rt.requireRealAccount(request);
    const count = rt.flags.CBS3 && !rt.state.chatRead[session.key] ? (CHAT_UNREAD[session.key] ?? 0) : 0;
    return ok({ unReadCount: count });
  });

  /** The live-chat page chatUrl points to (a stand-in). */
  app.get<{ Querystring: { user?: string; backUrl?: string } }>('/chat/room', async (request, reply) => {
    const esc = (t: string) => t.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    const back = request.query.backUrl && request.query.backUrl.startsWith('/') ? request.query.backUrl : '/m/message';
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html><head><meta name="viewport" content="width=device-width,initial-scale=1"><title>Live chat</title></head><body style="font-family:sans-serif;padding:16px">` +
          `<h1>Live chat</h1><p>Hello ${esc(request.query.user ?? 'guest')}, an agent will be with you shortly.</p><a href="${esc(back)}">Back</a></body></html>`,
      );
  });
}
