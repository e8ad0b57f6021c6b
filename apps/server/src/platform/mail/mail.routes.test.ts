import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-server.ts';
import { DEV_MAIL_EXPOSED_WARNING, DEV_MAIL_PAGE_SIZE, DevMailListSchema } from './mail.routes.ts';

let t: TestApp;
const XSS = '<script>alert("x")</script>';

beforeAll(async () => {
  t = await startTestApp({ devMail: true });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('/dev/mail', () => {
  it('lists the newest messages with every field escaped', async () => {
    const { id } = await t.app.ctx.mail.send({
      to: 'ada@example.com',
      subject: `Hello ${XSS}`,
      text: 'Body',
    });
    const res = await get('/dev/mail');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain(`href="/dev/mail/${id}"`);
    expect(res.body).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(res.body).toContain('ada@example.com');
    expect(res.body).toContain('logged');
    expect(res.body).not.toContain('<script');
  });

  it('shows one message: headers, text in <pre>, HTML in a sandboxed srcdoc iframe', async () => {
    const { id } = await t.app.ctx.mail.send({
      to: 'bob@example.com',
      subject: XSS,
      text: `Line one\n${XSS}`,
      html: `<p onclick="steal()">Hi &amp; welcome</p>${XSS}`,
      template: 'test.welcome',
      meta: { note: XSS },
    });
    const res = await get(`/dev/mail/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).not.toContain('<script');
    expect(res.body).not.toContain('<p onclick');
    expect(res.body).toContain('<pre>Line one\n&lt;script&gt;');
    expect(res.body).toContain(
      '<iframe sandbox="" title="HTML body of the message" srcdoc="&lt;p onclick=&quot;steal()&quot;&gt;Hi &amp;amp; welcome&lt;/p&gt;&lt;script&gt;',
    );
    expect(res.body).toContain('bob@example.com');
    expect(res.body).toContain('test.welcome');
    expect(res.body).toContain('IBH &lt;no-reply@ibh.local&gt;');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await get('/dev/mail/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'E_NOT_FOUND' } });
    const malformed = await get('/dev/mail/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: { code: 'E_INVALID_INPUT' } });
  });

  it('pages with a keyset cursor and rejects a forged one', async () => {
    const extra = DEV_MAIL_PAGE_SIZE + 5;
    await t.database.db
      .insertInto('mail_outbox')
      .values(
        Array.from({ length: extra }, (_, i) => ({
          to_address: 'pager@example.com',
          subject: `Page ${i}`,
          text_body: 'x',
          status: 'logged' as const,
          created_at: new Date(Date.UTC(2020, 0, 1, 0, 0, i)),
        })),
      )
      .execute();
    const first = DevMailListSchema.parse((await get('/dev/mail.json?to=pager%40example.com')).json());
    expect(first.items).toHaveLength(DEV_MAIL_PAGE_SIZE);
    expect(first.items[0]?.subject).toBe(`Page ${extra - 1}`);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = DevMailListSchema.parse(
      (await get(`/dev/mail.json?to=pager%40example.com&before=${first.nextCursor}`)).json(),
    );
    expect(second.items.map((m) => m.subject)).toEqual(['Page 4', 'Page 3', 'Page 2', 'Page 1', 'Page 0']);
    expect(second.nextCursor).toBeNull();

    const html = await get('/dev/mail');
    expect(html.body).toContain('Older messages');
    const older = await get(`/dev/mail?before=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(older.statusCode).toBe(200);

    const forged = await get('/dev/mail?before=bm90LWEtY3Vyc29y');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ error: { code: 'E_INVALID_INPUT' } });
  });

  it('serves JSON for tests: id, to, subject, text, createdAt', async () => {
    const { id } = await t.app.ctx.mail.send({
      to: 'json@example.com',
      subject: 'Your code',
      text: 'Code: 424242',
    });
    const res = await get('/dev/mail.json?to=json%40example.com');
    expect(res.statusCode).toBe(200);
    const body = DevMailListSchema.parse(res.json());
    expect(body.items).toEqual([
      expect.objectContaining({ id, to: 'json@example.com', subject: 'Your code', text: 'Code: 424242' }),
    ]);
    expect(Number.isNaN(Date.parse(body.items[0]?.createdAt ?? ''))).toBe(false);
  });
});

describe('/dev/mail answers only this machine', () => {
  const PAGES = ['/dev/mail', '/dev/mail.json', '/dev/mail.json?to=ada%40example.com'];

  it('refuses every other address with the 404 of an unknown route, whatever X-Forwarded-For says', async () => {
    const { id } = await t.app.ctx.mail.send({ to: 'victim@example.com', subject: 'Code', text: '123456' });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/dev/no-such-page',
      remoteAddress: '203.0.113.9',
    });
    for (const url of [...PAGES, `/dev/mail/${id}`]) {
      for (const remoteAddress of ['203.0.113.9', '10.0.0.7', '::ffff:192.168.1.20', '2001:db8::1']) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          remoteAddress,
          headers: { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' },
        });
        expect(res.statusCode, `${url} from ${remoteAddress}`).toBe(404);
        expect(res.body).not.toContain('123456');
        expect(res.json().error.code).toBe(unknown.json().error.code);
        expect(res.json().error.message).toBe(unknown.json().error.message);
      }
    }
  });

  it('answers loopback clients: 127.0.0.1, ::1 and ::ffff:127.0.0.1', async () => {
    await t.app.ctx.mail.send({ to: 'local@example.com', subject: 'Code', text: '654321' });
    for (const remoteAddress of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/dev/mail.json?to=local%40example.com',
        remoteAddress,
      });
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(res.json().items[0].text).toBe('654321');
    }
  });

  it('warns loudly at start when it listens beyond loopback, and not on loopback', async () => {
    const warnings = async (host: string) => {
      const app = await startTestApp({ devMail: true });
      const warn = vi.spyOn(app.app.log, 'warn');
      try {
        await app.app.listen({ port: 0, host });
        return warn.mock.calls.filter((call) => call.includes(DEV_MAIL_EXPOSED_WARNING));
      } finally {
        await app.close();
      }
    };
    expect(await warnings('0.0.0.0')).toEqual([
      [{ host: '0.0.0.0', devMail: true }, DEV_MAIL_EXPOSED_WARNING],
    ]);
    expect(await warnings('127.0.0.1')).toEqual([]);
  });
});

describe('/dev/mail with DEV_MAIL off', () => {
  it('is not registered', async () => {
    const off = await startTestApp({ devMail: false });
    try {
      for (const url of ['/dev/mail', '/dev/mail.json', '/dev/mail/00000000-0000-4000-8000-000000000000']) {
        const res = await off.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ error: { code: 'E_NOT_FOUND' } });
      }
    } finally {
      await off.close();
    }
  });
});
