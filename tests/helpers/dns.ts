import dns2 from "dns2";

const { Packet } = dns2;

/** A real DNS server on 127.0.0.1 (UDP, any port) answering TXT and CNAME from maps the test edits. */
export async function startDnsServer() {
  const txt = new Map<string, string[]>();
  const cname = new Map<string, string>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = question!.name.toLowerCase();
      if (question!.type === Packet.TYPE.TXT) {
        for (const data of txt.get(name) ?? [])
          response.answers.push({ name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 60, data } as unknown as (typeof response.answers)[number]);
      } else if (question!.type === Packet.TYPE.CNAME && cname.has(name)) {
        response.answers.push({
          name,
          type: Packet.TYPE.CNAME,
          class: Packet.CLASS.IN,
          ttl: 60,
          domain: cname.get(name)!,
        } as unknown as (typeof response.answers)[number]);
      }
      send(response);
    },
  });
  const addresses = (await server.listen({ udp: { port: 0, address: "127.0.0.1" } })) as unknown as { udp: { port: number } } | undefined;
  const port = addresses?.udp?.port ?? (server.addresses() as { udp: { port: number } }).udp.port;
  return { server: `127.0.0.1:${port}`, txt, cname, close: () => server.close() };
}
