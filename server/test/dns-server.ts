import dns2 from 'dns2';

/**
 * A real DNS server on loopback (dns2, UDP) answering TXT questions from `records` (name → its
 * texts, each record's strings as an array), NXDOMAIN for any other name: what node's resolver
 * asks when DNS_SERVERS names it.
 */
export interface TestDnsServer {
  /** The address to give DNS_SERVERS: `127.0.0.1:{port}`. */
  server: string;
  records: Map<string, string[][]>;
  close(): Promise<void>;
}

const NXDOMAIN = 3;

export async function startTestDnsServer(): Promise<TestDnsServer> {
  const records = new Map<string, string[][]>();
  const udp = dns2.createUDPServer((request, send) => {
    const response = dns2.Packet.createResponseFromRequest(request);
    const [question] = request.questions;
    const texts = question && question.type === dns2.Packet.TYPE.TXT ? records.get(question.name.toLowerCase()) : undefined;
    if (question && !records.has(question.name.toLowerCase())) response.header.rcode = NXDOMAIN;
    for (const data of texts ?? []) {
      // dns2's type names a parsed resource; an answer to send is its plain fields.
      const answer = { name: question!.name, type: dns2.Packet.TYPE.TXT, class: dns2.Packet.CLASS.IN, ttl: 60, data };
      response.answers.push(answer as unknown as (typeof response.answers)[number]);
    }
    send(response);
  });
  await udp.listen(0, '127.0.0.1');
  const { port } = udp.address();
  return {
    server: `127.0.0.1:${port}`,
    records,
    close: () => new Promise((resolve) => udp.close(() => resolve())),
  };
}
