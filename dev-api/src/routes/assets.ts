import type { FastifyInstance } from 'fastify';
import { failure } from '../lib/envelope.js';
import { card, escapeXml, hueOf } from '../lib/svg.js';
import type { Runtime } from '../runtime.js';
import { VENDORS } from '../seed/vendors.js';

const PERKS = [
  'Birthday bonus',
  'Faster withdrawals',
  'Personal manager',
  'Weekly cashback',
  'Upgrade bonus',
  'Higher limits',
  'Exclusive events',
  'Luxury gifts',
  'Priority support',
  'Monthly bonus',
  'Rebate boost',
  'Free spins',
  'VIP tournaments',
  'Travel rewards',
  'Secret promotions',
];

const MOBILECONFIG = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict><key>PayloadDisplayName</key><string>MCasino</string><key>PayloadType</key><string>Configuration</string><key>PayloadVersion</key><integer>1</integer></dict></plist>
`;

/** Generated images under /wps/assets; seed data refers to them relative to that base. */
export function assetRoutes(app: FastifyInstance, rt: Runtime): void {
  const vendorName = (name: string) => VENDORS.find((v) => v.name === name)?.display;

  function render(path: string): string | null {
    let m: RegExpMatchArray | null;
    if ((m = path.match(/^game\/(\d+)\.svg$/))) {
      const game = rt.seeds.byNodeId.get(Number(m[1]));
      return game
        ? card(240, 240, hueOf(game.nodeId), game.gameName, vendorName(game.vassalage) ?? game.vassalage, game.isNew ? 'NEW' : '')
        : null;
    }
    if ((m = path.match(/^vendor\/large\/([A-Z0-9_]+)\.svg$/))) {
      const name = m[1] ?? '';
      const i = VENDORS.findIndex((v) => v.name === name);
      return i < 0 ? null : card(345, 200, hueOf(900 + i), vendorName(name) ?? name, 'Play now');
    }
    if ((m = path.match(/^vendor\/([A-Z0-9_]+)\.svg$/))) {
      const name = m[1] ?? '';
      const i = VENDORS.findIndex((v) => v.name === name);
      if (i < 0) return null;
      return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="60" viewBox="0 0 160 60"><rect width="160" height="60" rx="10" fill="hsl(${hueOf(900 + i)},55%,30%)"/><text x="80" y="38" font-family="Arial" font-size="${name.length > 8 ? 14 : 20}" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(name)}</text></svg>`;
    }
    if ((m = path.match(/^banner\/(m_[a-z]+)-(\d+)\.svg$/))) {
      const banner = rt.seeds.banners.find((b) => b.url === path);
      return banner ? card(750, 300, hueOf(banner.id * 7), banner.title, banner.groupName) : null;
    }
    if ((m = path.match(/^promo\/(\d+)-([12])\.svg$/))) {
      const promo = rt.seeds.promotions.find((p) => p.id === Number(m?.[1]));
      if (!promo) return null;
      return m[2] === '1'
        ? card(750, 300, hueOf(promo.id), promo.title, promo.promotionType)
        : card(690, 280, hueOf(promo.id + 3), promo.title, 'Tap for details');
    }
    if ((m = path.match(/^perk\/(\d+)\.svg$/))) {
      const n = Number(m[1]);
      const title = PERKS[n - 1];
      return title ? card(330, 220, hueOf(n * 11), `${n}. ${title}`, 'VIP perk') : null;
    }
    if ((m = path.match(/^avatar\/([1-8])\.svg$/))) {
      const n = Number(m[1]);
      return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="hsl(${hueOf(n * 5)},60%,45%)"/><circle cx="48" cy="38" r="16" fill="#fff" opacity=".9"/><ellipse cx="48" cy="80" rx="28" ry="18" fill="#fff" opacity=".9"/></svg>`;
    }
    if (path === 'brand/logo.svg') {
      return '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="56" viewBox="0 0 200 56"><rect width="200" height="56" rx="12" fill="#7b2cbf"/><text x="100" y="37" font-family="Arial" font-size="26" font-weight="800" fill="#ffd60a" text-anchor="middle">MCasino</text></svg>';
    }
    if (path === 'brand/app-icon.svg') return card(128, 128, 280, 'M', 'App');
    return null;
  }

  app.get<{ Params: { '*': string } }>('/assets/*', async (request, reply) => {
    const path = request.params['*'];
    if (path === 'app/mcasino.mobileconfig') return reply.type('application/x-apple-aspen-config').send(MOBILECONFIG);
    const svg = render(path);
    if (svg === null) return reply.code(404).send(failure(`Unknown call: GET /wps/assets/${path}`));
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(svg);
  });
}
