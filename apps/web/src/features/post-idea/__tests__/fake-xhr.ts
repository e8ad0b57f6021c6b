/** What the fake answers: a status (0 = network error, 4xx/5xx = a coded error) and, on success, a JSON body. */
export type FakeAnswer = { status: number; body?: unknown };

/** A stand-in XMLHttpRequest for upload tests: answers each PUT with what `respond` gives. */
export function fakeXhr(respond: (url: string, body: unknown) => FakeAnswer) {
  const sent: Array<{ url: string; headers: Record<string, string>; body: unknown }> = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: unknown) {
      sent.push({ url: this.url, headers: this.headers, body });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
        const answer = respond(this.url, body);
        this.status = answer.status;
        if (this.status === 0) {
          this.onerror?.();
          return;
        }
        this.responseText =
          this.status < 300
            ? JSON.stringify(answer.body)
            : JSON.stringify({ error: { code: 'E_INTERNAL', message: 'Storage is down', requestId: 't' } });
        this.onload?.();
      }, 0);
    }
  }
  return { FakeXhr, sent };
}
