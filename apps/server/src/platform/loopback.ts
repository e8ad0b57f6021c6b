import { isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 form. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.toLowerCase().replace(/^::ffff:/, '');
  if (isIP(ip) === 4) return ip.startsWith('127.');
  return ip === '::1' || ip === '0:0:0:0:0:0:0:1';
}

/**
 * Whether the request comes from this machine, judged by the socket's own peer address: never
 * request.ip or X-Forwarded-For, which a client writes itself (and which trustProxy turns into
 * request.ip). Behind a local reverse proxy every request looks local, so the dev-only routes
 * this guards must stay off wherever a proxy fronts the server (they are off in production).
 */
export function fromLoopback(request: Pick<FastifyRequest, 'raw'>): boolean {
  return isLoopbackAddress(request.raw.socket?.remoteAddress);
}

/** onRequest hook for development-only routes: anyone else gets exactly the 404 of an unknown route. */
export function loopbackOnly(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  if (fromLoopback(request)) done();
  else reply.callNotFound();
}

/** Hosts that bind only the loopback interface. */
export function bindsLoopbackOnly(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || isLoopbackAddress(bare);
}
