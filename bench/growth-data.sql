-- The surrounding volume of `npm run bench:growth`, generated in SQL (INSERT ... SELECT over
-- generate_series) with every index in place. bench/growth.ts runs the steps one by one on one
-- connection and times them; `bench_template` (a temp table it creates first) holds a real saved
-- request, its consent scope and a real password hash to copy.
--
-- Ids are md5-derived uuids ('gen-consumer-42' -> uuid), so later steps find rows by number
-- without joins. Auto consents are only those already holding three agents, their pending leads
-- answer by tomorrow and open offers expire in a month: the lead job has nothing to expire or
-- fill while the benchmark runs (it still reads). Sessions are
-- all live and live events all within the day: the cleanup job has nothing to delete either, so
-- the row counts stay as stated.

-- step: consumers (100,000)
insert into users (id, email, username, password_hash, role, first_name, last_name, company,
                   email_confirmed_at, created_at, updated_at)
select md5('gen-consumer-' || g)::uuid, 'gen.consumer.' || g || '@bench.example', 'Gen Consumer ' || g,
       t.password_hash, 'consumer', 'Gen', 'Consumer' || g, 'none',
       now() - interval '200 days', now() - (g % 365) * interval '1 day', now()
from generate_series(1, 100000) g, bench_template t;

-- step: consumer profiles (100,000)
insert into consumer_profiles (user_id, phone, city, state, zip, birth_date, contact_preference)
select md5('gen-consumer-' || g)::uuid, '512555' || lpad((g % 10000)::text, 4, '0'), 'Austin', 'TX',
       '78701', date '1980-01-01' + (g % 9000), 'in_app'
from generate_series(1, 100000) g;

-- step: agents (10,000) with verified licences and service areas
insert into users (id, email, username, password_hash, role, first_name, last_name, company,
                   company_verified, email_confirmed_at, created_at, updated_at)
select md5('gen-agent-' || k)::uuid, 'gen.agent.' || k || '@bench.example', 'Gen Agent ' || k,
       t.password_hash, 'agent', 'Agent', 'Gen' || k, 'statefarm', false,
       now() - interval '300 days', now() - (k % 300) * interval '1 day', now()
from generate_series(1, 10000) k, bench_template t;
insert into agent_licences (agent_id, npn, languages, bio)
select md5('gen-agent-' || k)::uuid, (1000000 + k)::text,
       case when k % 4 = 0 then array['en', 'es'] else array['en'] end, ''
from generate_series(1, 10000) k;
insert into agent_licence_lines (agent_id, state, line, status)
select md5('gen-agent-' || k)::uuid, s.state, l.line, 'verified'
from generate_series(1, 10000) k
cross join lateral (values ('TX'), (case when k % 3 = 0 then 'CA' else 'FL' end)) s(state)
cross join lateral (values ('auto'), ('home')) l(line);
insert into agent_service_areas (agent_id, state, zip_prefixes)
select md5('gen-agent-' || k)::uuid, s.state, '{}'
from generate_series(1, 10000) k
cross join lateral (values ('TX'), (case when k % 3 = 0 then 'CA' else 'FL' end)) s(state);

-- step: sessions (1,000,000), nine in ten of consumers
insert into sessions (token_hash, user_id, created_at, last_seen_at, idle_expires_at, absolute_expires_at)
select md5('gen-session-a' || g) || md5('gen-session-b' || g),
       case when g % 10 = 0 then md5('gen-agent-' || (g % 10000 + 1))::uuid
            else md5('gen-consumer-' || (g % 100000 + 1))::uuid end,
       now() - (g % 1000) * interval '1 minute', now() - (g % 600) * interval '1 second',
       now() + interval '2 hours' + (g % 1000) * interval '1 minute', now() + interval '30 days'
from generate_series(1, 1000000) g;

-- step: saved quote requests (200,000), two per consumer
insert into saved_quotes (id, user_id, type, state, zip, input, result, engine_version, created_at, updated_at)
select md5('gen-quote-' || q)::uuid, md5('gen-consumer-' || ((q - 1) % 100000 + 1))::uuid,
       t.type, t.state, t.zip, t.input, t.result, t.engine_version,
       now() - (q % 90) * interval '1 day', now() - (q % 90) * interval '1 day'
from generate_series(1, 200000) q, bench_template t;

-- step: consents (120,000: six requests in ten are shared)
insert into consents (id, consumer_id, quote_id, line, state, mode, scope, wording, language, created_at)
select md5('gen-consent-' || q)::uuid, md5('gen-consumer-' || ((q - 1) % 100000 + 1))::uuid,
       md5('gen-quote-' || q)::uuid, t.type, t.state, 'picked', t.scope, t.wording, 'en',
       now() - (q % 90) * interval '1 day' + interval '5 minutes'
from generate_series(1, 200000) q, bench_template t
where q % 10 < 6;

-- step: leads (1 to 3 per consent, 240,000): 20% pending, 40% accepted, 15% passed, 15% expired, 10% withdrawn
create temp table gen_leads as
select q, j,
       md5('gen-lead-' || q || '-' || j)::uuid as id,
       md5('gen-consent-' || q)::uuid as consent_id,
       md5('gen-quote-' || q)::uuid as quote_id,
       md5('gen-consumer-' || ((q - 1) % 100000 + 1))::uuid as consumer_id,
       md5('gen-agent-' || ((q * 7 + j * 3331 + (q / 100000) * 1237) % 10000 + 1))::uuid as agent_id,
       case when (q * 31 + j * 17) % 20 < 4 then 'pending'
            when (q * 31 + j * 17) % 20 < 12 then 'accepted'
            when (q * 31 + j * 17) % 20 < 15 then 'passed'
            when (q * 31 + j * 17) % 20 < 18 then 'expired'
            else 'withdrawn' end as status,
       now() - (q % 90) * interval '1 day' + interval '6 minutes' + j * interval '1 second' as created_at
from generate_series(1, 200000) q
cross join lateral generate_series(1, 1 + q % 3) j
where q % 10 < 6;
insert into leads (id, consent_id, quote_id, consumer_id, agent_id, mode, status, pass_reason,
                   created_at, respond_by, first_reply_at, closed_at)
select id, consent_id, quote_id, consumer_id, agent_id, 'picked', status,
       case when status = 'passed' then 'Not a fit' end,
       created_at, null,
       case when status in ('accepted', 'passed') then created_at + (q % 300) * interval '1 minute' end,
       case when status in ('passed', 'expired', 'withdrawn') then created_at + interval '1 day' end
from gen_leads;

-- step: auto consents (those whose three leads are all open or withdrawn: about 14,000)
-- Auto-matched requests as the product leaves them once matched: three agents, so the lead job
-- has nothing to fill and skips them (needs_agents is cleared when a request is full); their
-- pending leads answer by tomorrow.
update consents set mode = 'auto', needs_agents = false
where id in (select consent_id from gen_leads group by consent_id
             having count(*) filter (where status in ('pending', 'accepted', 'withdrawn')) = 3);
update leads set mode = 'auto',
       respond_by = case when status = 'pending' then now() + interval '1 day' + (hashtext(id::text) % 600) * interval '1 minute' end
where consent_id in (select id from consents where mode = 'auto');

-- step: offers (one per accepted lead, 96,000)
insert into offers (id, lead_id, quote_id, consumer_id, agent_id, provider, premium_cents, period,
                    coverages, deductible, term_months, description, expires_at, status, created_at,
                    viewed_at, answered_at)
select md5('gen-offer-' || q || '-' || j)::uuid, id, quote_id, consumer_id, agent_id, 'statefarm',
       9000 + (q % 7000), 'monthly', '[{"kind":"liability","limit":"100/300/100"}]'::jsonb, 500, 6,
       'Generated offer', now() + interval '30 days',
       (array['sent', 'viewed', 'accepted', 'declined'])[q % 4 + 1],
       created_at + interval '2 hours',
       case when q % 4 > 0 then created_at + interval '3 hours' end,
       case when q % 4 > 1 then created_at + interval '4 hours' end
from gen_leads
where status = 'accepted';

-- step: contact log (every lead delivered, then what the agent did: about 570,000 rows)
insert into contact_events (consumer_id, agent_id, quote_id, consent_id, line, state, kind,
                            agent_first_name, agent_last_initial, agent_company, created_at)
select l.consumer_id, l.agent_id, l.quote_id, l.consent_id, t.type, t.state, e.kind,
       'Agent', 'G', 'statefarm', l.created_at + e.after
from gen_leads l
cross join bench_template t
cross join lateral (
  values ('lead_delivered', interval '0'),
         (case l.status when 'accepted' then 'lead_accepted' when 'passed' then 'lead_passed'
                        when 'expired' then 'lead_expired' when 'withdrawn' then 'access_withdrawn' end,
          interval '1 hour'),
         (case when l.status = 'accepted' then 'profile_viewed' end, interval '2 hours'),
         (case when l.status = 'accepted' then 'offer_sent' end, interval '3 hours')
) e(kind, after)
where e.kind is not null;

-- step: conversations (one per accepted consumer-agent pair)
create temp table gen_conversations as
select row_number() over (order by consumer_id, agent_id) as n, md5('gen-conversation-' || consumer_id || agent_id)::uuid as id,
       consumer_id, agent_id, min(created_at) + interval '4 hours' as created_at
from gen_leads
where status = 'accepted'
group by consumer_id, agent_id;
insert into conversations (id, consumer_id, agent_id, created_at)
select id, consumer_id, agent_id, created_at from gen_conversations;

-- step: messages (1,000,000 spread over the conversations)
insert into messages (conversation_id, seq, sender_id, client_id, body, change, created_at)
select c.id, m.seq,
       case when m.seq % 2 = 1 then c.consumer_id else c.agent_id end,
       'gen-' || m.g,
       'Generated message ' || m.g || ': about the quote, the deductible and when to call.',
       m.seq,
       c.created_at + m.seq * interval '1 minute'
from (
  select g, (g - 1) % (select count(*) from gen_conversations) + 1 as n,
         (g - 1) / (select count(*) from gen_conversations) + 1 as seq
  from generate_series(1, 1000000) g
) m
join gen_conversations c on c.n = m.n;
update conversations c
set last_seq = s.last_seq, last_change = s.last_seq, consumer_read_seq = s.last_seq,
    agent_read_seq = s.last_seq - 1, last_message_at = s.last_at
from (
  select conversation_id, max(seq) as last_seq, max(created_at) as last_at
  from messages group by conversation_id
) s
where s.conversation_id = c.id and c.id in (select id from gen_conversations);

-- step: live events (300,000 within the day)
insert into live_events (user_id, kind, quote_id, created_at)
select md5('gen-consumer-' || (g % 100000 + 1))::uuid, 'sharing.updated',
       md5('gen-quote-' || (g % 200000 + 1))::uuid, now() - (g % 1200) * interval '1 minute'
from generate_series(1, 300000) g;

-- step: analyze
analyze;
