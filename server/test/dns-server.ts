import dns2 from 'dns2';

/**
 * A real DNS server on loopback (dns2, UDP) answering TXT questions from `records` (name → its
 * texts, each record's strings as an array), NXDOMAIN for any other name: what node's resolver
 * asks when DNS_SERVERS names it. On `port`, or one the system picks.
 */
export interface TestDnsServer {
  /** The address to give DNS_SERVERS: `127.0.0.1:{port}`. */
  server: string;
  records: Map<string, string[][]>;
  close(): Promise<void>;
}

const NXDOMAIN = 3;

export async function startTestDnsServer(port = 0): Promise<TestDnsServer> {
  const records = new Map<string, string[][]>();
  const udp = dns2.createUDPServer((request, send) => {
    const response = dns2.Packet.createResponseFromRequest(request);
    const [question] = request.questions;
    const texts =
      question && question.type === dns2.Packet.TYPE.TXT
        ? records.get(question.name.toLowerCase())
        : undefined;
    if (question && !records.has(question.name.toLowerCase())) response.header.rcode = NXDOMAIN;
    for (const data of texts ?? []) {
      // dns2's type names a parsed resource; an answer to send is its plain fields.
      const answer = {
        name: question!.name,
        type: dns2.Packet.TYPE.TXT,
        class: dns2.Packet.CLASS.IN,
        ttl: 60,
        data,
      };
      response.answers.push(answer as unknown as (typeof response.answers)[number]);
    }
    send(response);
  });
  await udp.listen(port, '127.0.0.1');
  return {
    server: `127.0.0.1:${udp.address().port}`,
    records,
    close: () => new Promise((resolve) => udp.close(() => resolve())),
  };
}
