import { vi } from 'vitest';

/** One request the stubbed XMLHttpRequest received. */
export interface XhrCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** What the stubbed server answers: a status and a JSON body. */
export interface XhrReply {
  status: number;
  body: unknown;
}

/**
 * Replaces XMLHttpRequest (used for uploads, which report progress) with one that hands each
 * request to `handler`, reports the upload as sent in two steps, and answers with its reply.
 * Returns the calls received.
 */
export function stubXhr(handler: (call: XhrCall) => XhrReply | Promise<XhrReply>): XhrCall[] {
  const calls: XhrCall[] = [];
  class StubXhr extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    private readonly headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }

    send(body: unknown) {
      const call = { method: this.method, url: this.url, headers: { ...this.headers }, body };
      calls.push(call);
      void (async () => {
        for (const loaded of [50, 100]) {
          this.upload.dispatchEvent(
            Object.assign(new Event('progress'), { lengthComputable: true, loaded, total: 100 }),
          );
        }
        const reply = await handler(call);
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.dispatchEvent(new Event('load'));
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', StubXhr);
  return calls;
}
