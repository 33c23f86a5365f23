/**
 * The bench's baselines, each in a process of its own like the API: bare Fastify 5 answering GET /v1/policy
 * with a fixed list (`fixed`), or from one `pg` query a request on the bench database (`pg`): the same
 * join GET /v1/policy needs (the client's policies with their providers), for the client the header names,
 * with no session check, serialisation schema, hooks or logging.
 *
 *   node --import tsx bench/baseline-server.ts fixed|pg PORT [DATABASE_URL]
 */
import Fastify from 'fastify';
import pg from 'pg';

const [mode, port, url] = process.argv.slice(2);
const app = Fastify();

const POLICY = {
  uuid: '6f1c2a9e-4b1d-4d4e-9f5a-0c1b2d3e4f50',
  reference: 'BN-1-1',
  product_type: 'Stocks & Shares ISA',
  start_date: '2024-01-01',
  currency: 'GBP',
  provider: { uuid: '0b7f7a4e-2c8d-4e57-8d0e-9a6b5c4d3e21', name: 'Provider', website: null },
};

if (mode === 'fixed') {
  const list = { items: Array.from({ length: 5 }, (_, i) => ({ ...POLICY, reference: `BN-1-${i + 1}` })) };
  app.get('/v1/policy', async () => list);
} else {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  app.get('/v1/policy', async (request) => {
    const { rows } = await pool.query({
      name: 'baseline-policies',
      text: `select p.id as uuid, p.reference, p.product_type, p.start_date::text, p.currency,
               json_build_object('uuid', v.id, 'name', v.name, 'website', v.website) as provider
             from policies p join providers v on v.id = p.provider_id
             where p.client_id = $1 order by p.reference`,
      values: [request.headers['x-client-id']],
    });
    return { items: rows };
  });
}

await app.listen({ port: Number(port), host: '127.0.0.1' });
