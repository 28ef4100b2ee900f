import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';

/**
 * An axios adapter that answers with a fetch started before the client existed (the shell asks for the
 * system status while its own code is still downloading). The answer then goes through the client like any
 * other: status check, envelope, errors. A fetch that failed to arrive is made again by `fallback`; one that
 * does not arrive within the call's time-out fails as a time-out.
 */
export function startedAnswerAdapter(started: Promise<Response>, fallback: () => AxiosAdapter): AxiosAdapter {
  return async (config) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      if (config.timeout)
        timer = setTimeout(
          () => reject(new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config)),
          config.timeout,
        );
    });
    try {
      const response = await Promise.race([started.catch(() => undefined), timedOut]);
      if (!response) return await fallback()(config);
      const text = await Promise.race([response.text(), timedOut]);
      let data: unknown = text;
      try {
        data = JSON.parse(text);
      } catch {
        // not JSON: left as text, which the client reports as a malformed answer
      }
      const answer: AxiosResponse = {
        data,
        status: response.status,
        statusText: response.statusText,
        headers: new AxiosHeaders(Object.fromEntries(response.headers.entries())),
        config,
        request: undefined,
      };
      if (config.validateStatus && !config.validateStatus(response.status)) {
        const code = response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
        throw new AxiosError(`Request failed with status code ${response.status}`, code, config, undefined, answer);
      }
      return answer;
    } finally {
      clearTimeout(timer);
    }
  };
}
