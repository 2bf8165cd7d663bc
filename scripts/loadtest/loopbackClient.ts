import { Agent, request } from 'node:http';
import type { HttpAnswer, HttpRequest, HttpSend } from '../../src/server/testing/oidcFlow.ts';

// HTTP from a chosen loopback address (127.0.0.x: Linux routes all of
// 127.0.0.0/8 to the loopback interface), so one load generator looks like
// many clients to the server's per-address limits. Loopback only: the load
// test never sends anywhere else.

const agents = new Map<string, Agent>();

/** Kept-alive connections per source address, as a browser would keep them. */
function agentFor(localAddress: string): Agent {
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new Agent({ keepAlive: true });
    agents.set(localAddress, agent);
  }
  return agent;
}

/** The `n`th of `count` source addresses, from 127.0.0.2 upwards (at most 250). */
export function loopbackAddress(n: number, count: number): string {
  return `127.0.0.${2 + (n % Math.min(count, 250))}`;
}

export function assertLoopback(origin: string): void {
  const host = new URL(origin).hostname;
  if (!/^127\.\d+\.\d+\.\d+$/.test(host) && host !== 'localhost' && host !== '[::1]') throw new Error(`The load test runs against loopback only, not ${host}.`);
}

/** One request from `localAddress`; redirects are not followed (the sign-in flow reads them). */
export function loopbackRequest(origin: string, localAddress: string, { method, url, headers, payload }: HttpRequest): Promise<HttpAnswer> {
  assertLoopback(origin);
  return new Promise((resolve, reject) => {
    const outgoing = request(new URL(url, origin), { method, headers: headers ?? {}, localAddress, agent: agentFor(localAddress) }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => (body += text));
      response.on('error', reject);
      response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body }));
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** oidcFlow's HttpSend from one loopback address. */
export function loopbackSend(origin: string, localAddress: string): HttpSend {
  return (httpRequest) => loopbackRequest(origin, localAddress, httpRequest);
}

export function closeLoopbackAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}
