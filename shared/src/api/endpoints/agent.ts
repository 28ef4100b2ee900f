import { api } from '../client';
import { IN_FLIGHT_ONLY, SESSION_POLICY, writeThen } from '../../query/queries';
import { encodePayload } from '../encryption';
import { isApiError } from '../errors';
import type {
  AffiliateCheck,
  ContractAnswer,
  ContractKind,
  ContractRequest,
  LoginResult,
  PendingContracts,
  RegisterPayload,
} from './types';
import * as contract from '../../contract';
import { answer } from './shape';

/**
 * GET /agent/affiliate?code=: true when the invitation code is valid, false when the server rejects it
 * ('Invalid invitation code'); network and other failures reject.
 */
export async function checkAffiliateCode(code: string): Promise<boolean> {
  try {
    const value = await api.get<AffiliateCheck>('/agent/affiliate', {
      params: { code },
      cache: IN_FLIGHT_ONLY,
      validate: answer(contract.AffiliateCheckSchema),
    });
    return value.code !== '';
  } catch (error) {
    if (isApiError(error) && error.kind === 'server' && (error.status ?? 200) < 500) return false;
    throw error;
  }
}

/** PUT /agent/register, encoded like member registration: creates an agent (type 40) and logs it in. */
export function registerAgent(payload: RegisterPayload): Promise<LoginResult> {
  const { body, headers } = encodePayload({ type: 0, ...payload });
  return api.put<LoginResult>('/agent/register', body, {
    headers,
    validate: answer(contract.LoginResultSchema),
  });
}

/** GET /agent/contract (session): every pending contract request, null for a kind with none. */
export function fetchPendingContracts(): Promise<PendingContracts> {
  return api.get<PendingContracts>('/agent/contract', {
    cache: SESSION_POLICY,
    validate: answer(contract.PendingContractsSchema),
  });
}

/** GET /agent/contract/{kind} (session): the pending request of one kind, or null. */
export async function fetchContractRequest(kind: ContractKind): Promise<ContractRequest | null> {
  const value = await api.get<Partial<PendingContracts>>(`/agent/contract/${kind}`, {
    cache: SESSION_POLICY,
    validate: answer(contract.pendingContractOf(kind)),
  });
  return value[kind] ?? null;
}

/** POST /agent/contract/{kind} (session): accept or decline; either way the request is cleared. */
export function answerContractRequest(kind: ContractKind, accept: boolean): Promise<ContractAnswer> {
  return writeThen(
    api.post<ContractAnswer>(`/agent/contract/${kind}`, { accept }, { validate: answer(contract.ContractAnswerSchema) }),
    'GET /agent/contract',
  );
}
