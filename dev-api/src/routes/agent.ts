import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../lib/envelope.js';
import { ContractAnswerPayloadSchema } from 'shared/contract';
import { requestSchema } from '../lib/contract.js';
import { requestLanguage } from '../lib/language.js';
import { localizedContract, type ContentLanguage } from '../seed/portuguese.js';
import { obj, str } from '../lib/schema.js';
import type { Runtime } from '../runtime.js';
import { CONTRACT_KINDS, type ContractAnswer, type ContractKind, type PendingContracts } from '../types.js';

const kindParams = obj({ kind: str({ enum: [...CONTRACT_KINDS] }) }, ['kind']);

export function agentRoutes(app: FastifyInstance, rt: Runtime): void {
  // A member's pending offers, in the language the request asks for.
  const pendingOf = (key: string, language: ContentLanguage): PendingContracts => {
    const pending = rt.state.contracts[key] ?? {};
    const inLanguage = <T extends PendingContracts[ContractKind]>(contract: T | undefined) =>
      contract ? localizedContract(contract, language) : null;
    return {
      dailysalreqtype: inLanguage(pending.dailysalreqtype),
      divtypecompperiodreq: inLanguage(pending.divtypecompperiodreq),
      contracthoursalreq: inLanguage(pending.contracthoursalreq),
    };
  };

  app.get('/agent/contract', async (request) => ok(pendingOf(rt.requireSession(request).key, requestLanguage(request))));

  app.get<{ Params: { kind: ContractKind } }>('/agent/contract/:kind', { schema: { params: kindParams } }, async (request) => {
    const { kind } = request.params;
    return ok({ [kind]: pendingOf(rt.requireSession(request).key, requestLanguage(request))[kind] });
  });

  app.post<{ Params: { kind: ContractKind }; Body: { accept: boolean } }>(
    '/agent/contract/:kind',
    { schema: { params: kindParams, body: requestSchema(ContractAnswerPayloadSchema) } },
    async (request) => {
      const session = rt.requireSession(request);
      const { kind } = request.params;
      const pending = rt.state.contracts[session.key]?.[kind];
      if (!pending) throw fail('There is no pending contract request');
      const answer: ContractAnswer = { kind, accepted: request.body.accept };
      rt.store.update((s) => {
        const mine = s.contracts[session.key];
        if (mine) delete mine[kind];
        s.contractAnswers.push({ username: session.account.username, kind, id: pending.id, accepted: answer.accepted, at: rt.now() });
      });
      return ok(answer);
    },
  );
}
