import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryCache, setRuntimeConfig, type AnnouncementResponse } from 'shared';
import { jsonResponse, setTransport, type Transport } from 'shared/testing';
import { announcements, promotion } from '../../testing/fixtures';
import { VIP_PROMOTION_TYPE } from '../promotions';
import { usePromotionDetail } from './usePromotionDetail';

/** The announcements endpoint: the VIP (UPGRADE_BONUS) call and the promotions call answer from their own lists. */
let vipAnswer: AnnouncementResponse;
let promotionsAnswer: AnnouncementResponse;
const asked: string[] = [];
const isVip = (url: string) => new URL(url, 'http://site').searchParams.get('promotionType') === VIP_PROMOTION_TYPE;
const endpoint: Transport = async ({ url }) => {
  const vip = isVip(url);
  asked.push(vip ? 'vip' : 'promotions');
  return jsonResponse({ success: true, value: vip ? vipAnswer : promotionsAnswer });
};

const titleOf = (state: ReturnType<typeof usePromotionDetail>) => (state.status === 'ready' ? state.found?.item.title : state.status);

beforeEach(() => {
  setRuntimeConfig({ apiBase: '/wps', merchantCode: 'mcasino' });
  setTransport(endpoint);
  asked.length = 0;
  promotionsAnswer = announcements({ promotion: [promotion(101, { title: 'Daily Reload' })] });
  vipAnswer = announcements({ promotion: [promotion(301, { title: 'VIP upgrade', promotionType: VIP_PROMOTION_TYPE })] });
});

describe('usePromotionDetail', () => {
  it('finds a promotion in the promotions call and never asks for the VIP list', async () => {
    const { result } = renderHook(() => usePromotionDetail(101));
    await waitFor(() => expect(titleOf(result.current)).toBe('Daily Reload'));
    expect(asked).toEqual(['promotions']);
  });

  it('looks a VIP promotion up in the VIP call, and asks again when only that answer goes stale', async () => {
    const { result } = renderHook(() => usePromotionDetail(301));
    await waitFor(() => expect(titleOf(result.current)).toBe('VIP upgrade'));
    expect(asked).toEqual(['promotions', 'vip']);

    vipAnswer = announcements({ promotion: [promotion(301, { title: 'VIP upgrade, now 20%', promotionType: VIP_PROMOTION_TYPE })] });
    // Only the VIP read is marked stale (its key is the one with promotionType): the promotions read stays fresh.
    act(() => queryCache.invalidate(`GET /announcements?linkageType=G&platform=M&promotionType=${VIP_PROMOTION_TYPE}`));
    await waitFor(() => expect(titleOf(result.current)).toBe('VIP upgrade, now 20%'));
    expect(asked).toEqual(['promotions', 'vip', 'vip']);
  });

  it('is null for an id neither call has, and asks nothing for no id', async () => {
    const { result } = renderHook(() => usePromotionDetail(999));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', found: null }));
    expect(renderHook(() => usePromotionDetail(null)).result.current).toEqual({ status: 'ready', found: null });
    expect(asked).toEqual(['promotions', 'vip']);
  });

  it('says a failed VIP lookup failed, and its retry asks again', async () => {
    let failVip = true;
    setTransport(async (request) => {
      if (isVip(request.url) && failVip) return jsonResponse({ success: false, message: 'System upgrading try again later' });
      return endpoint(request);
    });
    const { result } = renderHook(() => usePromotionDetail(301));
    await waitFor(() => expect(result.current.status).toBe('error'));
    failVip = false;
    act(() => (result.current.status === 'error' ? result.current.reload() : undefined));
    await waitFor(() => expect(titleOf(result.current)).toBe('VIP upgrade'));
  });
});
