/**
 * Lead mail that a visitor can neither wait on nor aim at a stranger, on real Deno through
 * /functions/v1: one row per idempotency key, confirmations capped per recipient and per client
 * (the lead is kept either way), a row a crashed isolate left unsent is picked up by the retry
 * job, and a mail server that never answers does not hold up the visitor's answer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { startLocalSupabase, type LocalSupabase } from 'local-supabase';
import { serviceClient, uniqueEmail } from '../support/backend.ts';
import { listEmails, waitForEmail } from '../support/mailcatcher.ts';
import {
  clientFrom,
  ownerPortalValues,
  sendLead,
  uniqueAddress,
  waitForLead,
} from './leads-shared.ts';

const NOTIFY_EMAIL = process.env.NOTIFY_EMAIL || 'leads@summitflatfeepm.com';

async function rowsOf(email: string) {
  const { data, error } = await serviceClient().from('leads').select('*').eq('email', email);
  expect(error).toBeNull();
  return data ?? [];
}

describe('idempotent submissions', () => {
  it('a retried request with the same key stores one row and mails the office once', async () => {
    const email = uniqueEmail('idem');
    const client = clientFrom();
    const body = { source: 'owner_portal', values: ownerPortalValues(email) };
    const idempotencyKey = randomUUID();
    for (let i = 0; i < 3; i += 1) {
      const { error } = await client.functions.invoke('submit-lead', {
        body: { ...body, idempotencyKey },
      });
      expect(error).toBeNull();
    }
    await waitForLead(serviceClient(), email, (row) => row.notification_status === 'sent');
    expect(await rowsOf(email)).toHaveLength(1);
    const office = (await listEmails()).filter(
      (e) => e.to.some((t) => t.address === NOTIFY_EMAIL) && (e.text ?? '').includes(email),
    );
    expect(office).toHaveLength(1);
  });

  it('refuses a key that is not a UUID', async () => {
    const { error } = await clientFrom().functions.invoke('submit-lead', {
      body: {
        source: 'owner_portal',
        values: ownerPortalValues(uniqueEmail('idem-bad')),
        idempotencyKey: "1' or '1'='1",
      },
    });
    expect((error as { context?: Response }).context?.status).toBe(400);
  });
});

describe('confirmations to a typed-in address', () => {
  it('reach one recipient at most 3 times a day, whoever sends; every lead is kept', async () => {
    const victim = uniqueEmail('victim');
    for (let i = 0; i < 5; i += 1) {
      // A fresh address each time, as an attacker rotating proxies would.
      const { error } = await sendLead(
        clientFrom(uniqueAddress()),
        'owner_portal',
        ownerPortalValues(victim),
      );
      expect(error).toBeNull();
    }
    // Wait until all five are settled, then count what reached the victim.
    const deadline = Date.now() + 30_000;
    let settled: Array<Record<string, unknown>> = [];
    while (Date.now() < deadline) {
      settled = await rowsOf(victim);
      if (settled.every((r) => r.notification_status === 'sent')) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(settled).toHaveLength(5);
    expect(settled.every((r) => r.notification_status === 'sent')).toBe(true);
    const held = settled.filter((r) => String(r.notification_error).includes('held back'));
    expect(held).toHaveLength(2);
    const toVictim = (await listEmails()).filter((e) => e.to.some((t) => t.address === victim));
    expect(toVictim).toHaveLength(3);
  });

  it('are capped at 10 a day per client, counted in the database', async () => {
    const client = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    const answers: boolean[] = [];
    for (let i = 0; i < 11; i += 1) {
      const { data, error } = await serviceClient().rpc('take_confirmation_quota', {
        p_recipient: uniqueEmail('per-client'),
        p_client: client,
      });
      expect(error).toBeNull();
      answers.push(data as boolean);
    }
    expect(answers).toEqual([...Array<boolean>(10).fill(true), false]);
  });

  it('is not callable by the browser roles', async () => {
    const { error } = await clientFrom().rpc('take_confirmation_quota', {
      p_recipient: 'a@example.com',
      p_client: 'x',
    });
    expect(error).not.toBeNull();
  });
});

describe('the outbox', () => {
  it('sends what a row left unsent by a crash still owes, after the next request', async () => {
    const stranded = uniqueEmail('stranded');
    // A row as a crashed isolate leaves it: stored (its mails queued), nothing sent.
    const { data: inserted, error } = await serviceClient()
      .from('leads')
      .insert({
        source: 'owner_portal',
        full_name: 'Owner Portal page: get started',
        email: stranded,
        phone: '',
        property_address: '',
        property_type: '',
        units_owned: '',
        has_current_manager: false,
        biggest_frustration: '',
        preferred_contact: 'email',
        best_time: '',
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    await sendLead(clientFrom(), 'owner_portal', ownerPortalValues(uniqueEmail('next')));
    const row = await waitForLead(
      serviceClient(),
      stranded,
      (r) => r.notification_status === 'sent',
    );
    expect(row).toMatchObject({ mail_pending: [] });
    const { data: tries } = await serviceClient()
      .from('outbox')
      .select('kind, status, attempts')
      .eq('ref', inserted!.id)
      .order('kind');
    expect(tries).toEqual([
      { kind: 'lead_confirmation', status: 'sent', attempts: 1 },
      { kind: 'lead_office', status: 'sent', attempts: 1 },
    ]);
    await waitForEmail((e) => e.to.some((t) => t.address === stranded));
  });
});

describe('with a mail server that never answers, and the human check switched on', () => {
  let backend: LocalSupabase;
  let dataDir: string;
  let smtp: net.Server;
  let siteverify: http.Server;
  const sockets = new Set<net.Socket>();

  beforeAll(async () => {
    // Accepts connections and says nothing: the SMTP greeting never comes.
    smtp = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.address() as net.AddressInfo).port;
    // Cloudflare's siteverify stand-in: only the token 'human' passes.
    siteverify = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ success: /name="response"\r\n\r\nhuman\r\n/.test(body) }));
      });
    });
    await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
    const verifyPort = (siteverify.address() as net.AddressInfo).port;
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'supabase-mail-hangs-'));
    backend = await startLocalSupabase({
      port: 0,
      dataDir,
      fresh: true,
      mail: false,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        RESEND_API_KEY: '',
        MAIL_TIMEOUT_MS: '120000',
        TURNSTILE_SECRET_KEY: 'test-secret',
        TURNSTILE_VERIFY_URL: `http://127.0.0.1:${verifyPort}/siteverify`,
      },
    });
  }, 120_000);

  afterAll(async () => {
    await backend?.stop();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
    await new Promise<void>((resolve) => siteverify?.close(() => resolve()));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  function service() {
    return createClient(backend.url, backend.serviceRoleKey, {
      realtime: { transport: ws as never },
      auth: { persistSession: false, autoRefreshToken: false },
    });
  }

  it('refuses a submission without a token the check accepts, and stores nothing', async () => {
    const email = uniqueEmail('robot');
    const client = clientFrom(uniqueAddress(), backend.anonKey, backend.url);
    for (const challengeToken of [undefined, 'robot']) {
      const { error } = await client.functions.invoke('submit-lead', {
        body: { source: 'owner_portal', values: ownerPortalValues(email), challengeToken },
      });
      const response = (error as { context?: Response }).context!;
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'challenge_failed' });
    }
    const { data } = await service().from('leads').select('id').eq('email', email);
    expect(data).toEqual([]);
  });

  it('answers the visitor once the row is stored, while the mail is still waiting', async () => {
    const email = uniqueEmail('hang');
    const { data, error } = await clientFrom(
      uniqueAddress(),
      backend.anonKey,
      backend.url,
    ).functions.invoke('submit-lead', {
      body: { source: 'owner_portal', values: ownerPortalValues(email), challengeToken: 'human' },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ success: true, notification: 'pending' });
    const { data: rows } = await service().from('leads').select('*').eq('email', email);
    // Stored, and its mail still owed: the answer did not wait for the 120 s mail timeout.
    expect(rows).toHaveLength(1);
    expect(rows![0]).toMatchObject({
      notification_status: 'pending',
      mail_pending: ['office', 'confirmation'],
    });
    // The mail is under way meanwhile: the function has connected to the silent server.
    const deadline = Date.now() + 30_000;
    while (sockets.size === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(sockets.size).toBeGreaterThan(0);
  });
});
