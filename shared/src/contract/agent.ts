import * as v from 'valibot';
import { everyKey } from './check.js';

export const AffiliateCheckSchema = v.object({ code: v.string() });

/** The three contract kinds and the answer field each comes in. */
export const CONTRACT_KINDS = ['dailysalreqtype', 'divtypecompperiodreq', 'contracthoursalreq'] as const;

const contractKind = v.picklist(CONTRACT_KINDS);

export const ContractRequestSchema = v.object({
  id: v.number(),
  kind: contractKind,
  title: v.string(),
  /** The upline agent who offers the contract. */
  from: v.string(),
  /** 'YYYY-MM-DD HH:mm:ss'. */
  requestDate: v.string(),
  /** e.g. 'daily', 'half-monthly', 'hourly'. */
  period: v.string(),
  summary: v.string(),
  terms: v.array(v.object({ label: v.string(), value: v.string() })),
  status: v.literal('pending'),
});

/** All pending contract requests; a kind with nothing pending is null. */
export const PendingContractsSchema = everyKey(CONTRACT_KINDS, v.nullable(ContractRequestSchema));

/** The answer of GET /agent/contract/{kind}: that kind's pending request, or null. */
export const pendingContractOf = <K extends (typeof CONTRACT_KINDS)[number]>(kind: K) =>
  everyKey([kind], v.nullable(ContractRequestSchema));

export const ContractAnswerSchema = v.object({ kind: contractKind, accepted: v.boolean() });

/** Request of POST /agent/contract/{kind}: accept or decline. */
export const ContractAnswerPayloadSchema = v.object({ accept: v.boolean() });
