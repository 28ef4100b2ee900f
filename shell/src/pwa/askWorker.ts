import type { AdoptAnswer, AdoptMessage, PageMessage, VersionAnswer, VersionMessage } from './workerProtocol';

type AnswerTo<M extends PageMessage> = M extends AdoptMessage ? AdoptAnswer : M extends VersionMessage ? VersionAnswer : never;

/** Send `message` to `worker` and wait for its answer; undefined when none comes within `timeoutMs`. */
export function askWorker<M extends AdoptMessage | VersionMessage>(
  worker: ServiceWorker,
  message: M,
  timeoutMs = 10_000,
): Promise<AnswerTo<M> | undefined> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => {
      channel.port1.close();
      resolve(undefined);
    }, timeoutMs);
    channel.port1.onmessage = (event: MessageEvent<AnswerTo<M>>) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(event.data);
    };
    worker.postMessage(message, [channel.port2]);
  });
}
