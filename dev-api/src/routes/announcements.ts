import type { FastifyInstance } from 'fastify';
import { fail, MSG, ok } from '../lib/envelope.js';
import { requestLanguage } from '../lib/language.js';
import { bool, int, obj, str } from '../lib/schema.js';
import { localized } from '../seed/portuguese.js';
import type { Runtime } from '../runtime.js';
import type { Announcement, AnnouncementResponse, Notice } from '../types.js';

const list = (text: string | undefined): string[] | null => {
  const items = (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return items.length ? items : null;
};

export function announcementRoutes(app: FastifyInstance, rt: Runtime): void {
  const { seeds } = rt;
  const readerKey = (request: Parameters<Runtime['session']>[0]) => rt.session(request)?.key ?? '';

  app.get<{ Querystring: { types?: string; groupName?: string; promotionType?: string } }>(
    '/announcements',
    {
      schema: {
        querystring: obj({ types: str({ maxLength: 64 }), groupName: str({ maxLength: 256 }), promotionType: str({ maxLength: 64 }) }),
      },
    },
    async (request) => {
      const types = list(request.query.types);
      const groups = list(request.query.groupName);
      const promotionType = request.query.promotionType?.trim();
      const session = rt.session(request);
      const overrides = session ? (rt.state.promotionStatus[session.key] ?? {}) : {};
      const read = new Set(rt.state.readAnnouncements[readerKey(request)] ?? []);
      const language = requestLanguage(request);
      const withRead = (a: Announcement): Announcement => ({ ...localized(a, language), read: read.has(a.id) });
      const value: AnnouncementResponse = {
        promotion: seeds.promotions
          .filter((p) => (!types || types.includes(p.type)) && (!promotionType || p.promotionType === promotionType))
          .map((p) => {
            const status = overrides[String(p.id)] ?? p.status;
            return localized(status ? { ...p, status } : p, language);
          }),
        banners: seeds.banners.filter((b) => !groups || groups.includes(b.groupName)),
        player: seeds.notices.map(withRead),
        popup: seeds.popups.map(withRead),
      };
      return ok(value);
    },
  );

  app.post<{ Body: { announcementId: number; read?: boolean } }>(
    '/announcements/read',
    { schema: { body: obj({ announcementId: int({ minimum: 1 }), read: bool() }, ['announcementId']) } },
    async (request) => {
      const { announcementId, read = true } = request.body;
      const known = [...seeds.notices, ...seeds.popups, ...seeds.promotions].some((a) => a.id === announcementId);
      if (!known) throw fail('Announcement not found');
      const key = readerKey(request);
      rt.store.update((s) => {
        const ids = (s.readAnnouncements[key] ?? []).filter((id) => id !== announcementId);
        s.readAnnouncements[key] = read ? [...ids, announcementId] : ids;
      });
      return ok({ announcementId, read });
    },
  );

  app.get('/notice', async (request) => {
    const read = new Set(rt.state.readAnnouncements[readerKey(request)] ?? []);
    const language = requestLanguage(request);
    const notices: Notice[] = seeds.notices
      .map((notice) => localized(notice, language))
      .map(({ id, title, content, startDate }) => ({
        id,
        title,
        content,
        startDate,
        read: read.has(id),
      }));
    return ok(notices);
  });

  app.post<{ Body: { promotionId: number; comment: string; images: string[] } }>(
    '/promotion/apply',
    {
      // Up to three 5 MB images as base64 data URLs.
      bodyLimit: 24 * 1024 * 1024,
      schema: {
        body: obj(
          {
            promotionId: int({ minimum: 1 }),
            comment: str({ maxLength: 140 }),
            images: { type: 'array', maxItems: 3, items: str({ pattern: '^data:image/(png|jpe?g);base64,', maxLength: 7_000_000 }) },
          },
          ['promotionId'],
        ),
      },
    },
    async (request) => {
      const session = rt.requireRealAccount(request);
      const { promotionId, comment = '', images = [] } = request.body;
      const promotion = seeds.promotions.find((p) => p.id === promotionId);
      if (!promotion) throw fail('Promotion not found');
      if (promotion.status === 'closed' || promotion.status === 'coming_soon') throw fail(MSG.noPermission);
      rt.store.update((s) => {
        s.promotionStatus[session.key] = { ...(s.promotionStatus[session.key] ?? {}), [String(promotionId)]: 'process' };
        s.applications.push({ username: session.account.username, promotionId, comment, imageCount: images.length, at: rt.now() });
      });
      // An application is under review: the promotion no longer offers the form to this player.
      return ok({ status: 'process' });
    },
  );
}
