import test from 'ava';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LogWriter } from '../../src/logging/log-writer.ts';

function tempFile(name: string): string {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'log-writer-')), name);
}

const flushed = (writer: LogWriter) => new Promise<Error | undefined>((resolve) => writer.flush(resolve));

test('text handed over is written in order, as UTF-8, and flush calls back once it is on disk', async (t) => {
  const file = tempFile('out.log');
  const fd = fs.openSync(file, 'w');
  const writer = new LogWriter(fd, 1024);
  const pieces = Array.from({ length: 500 }, (_, i) => `{"n":${i},"place":"Zürich ☉ ${'x'.repeat(i % 40)}"}\n`);
  for (const piece of pieces) writer.write(piece);
  t.is(await flushed(writer), undefined);
  t.is(fs.readFileSync(file, 'utf8'), pieces.join(''));
  fs.closeSync(fd);
});

test('text too long for a reusable buffer is written whole from a buffer of its own', async (t) => {
  const file = tempFile('long.log');
  const fd = fs.openSync(file, 'w');
  const writer = new LogWriter(fd, 300);
  const long = `${'é'.repeat(250)}\n`; // 250 characters: more than a third of 300 bytes
  writer.write('before\n');
  writer.write(long);
  writer.write('after\n');
  await flushed(writer);
  t.is(fs.readFileSync(file, 'utf8'), `before\n${long}after\n`);
  fs.closeSync(fd);
});

test('a flush waits only for what was handed over before it, however much follows', async (t) => {
  const file = tempFile('steady.log');
  const fd = fs.openSync(file, 'w');
  const writer = new LogWriter(fd, 4096);
  writer.write('first\n');
  let called = false;
  writer.flush(() => (called = true));
  // Keep handing over text while the flush waits: it must still be called back.
  for (let i = 0; i < 200 && !called; i++) {
    writer.write(`more ${i}\n`);
    await new Promise((resolve) => setImmediate(resolve));
  }
  t.true(called);
  await flushed(writer);
  t.true(fs.readFileSync(file, 'utf8').startsWith('first\nmore 0\n'));
  fs.closeSync(fd);
});

test('flushSync writes what is queued before it returns', (t) => {
  const file = tempFile('exit.log');
  const fd = fs.openSync(file, 'w');
  const writer = new LogWriter(fd, 4096);
  writer.write('one\n'); // starts a background write
  writer.write('two\n'); // waits for it
  writer.write('three\n');
  writer.flushSync();
  const written = fs.readFileSync(file, 'utf8');
  t.true(written.includes('two\nthree\n'), written);
  fs.closeSync(fd);
});

test('a busy descriptor (a full non-blocking pipe) is retried until everything is written, in order', async (t) => {
  const fifo = tempFile('pipe');
  execFileSync('mkfifo', [fifo]);
  const reader = fs.openSync(fifo, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
  const writerFd = fs.openSync(fifo, fs.constants.O_WRONLY | fs.constants.O_NONBLOCK);
  const writer = new LogWriter(writerFd, 64 * 1024);
  const expected: string[] = [];
  for (let i = 0; i < 4000; i++) {
    const line = `{"line":${i},"pad":"${'p'.repeat(60)}"}\n`; // about 300 KB in all: several pipes full
    expected.push(line);
    writer.write(line);
  }
  let done = false;
  writer.flush(() => (done = true));
  const received: Buffer[] = [];
  const chunk = Buffer.alloc(16 * 1024);
  for (let rounds = 0; rounds < 2000 && (!done || received.reduce((n, b) => n + b.length, 0) < expected.join('').length); rounds++) {
    await new Promise((resolve) => setTimeout(resolve, 2)); // a slow reader: the pipe fills and the writer gets EAGAIN
    try {
      const n = fs.readSync(reader, chunk);
      if (n > 0) received.push(Buffer.from(chunk.subarray(0, n)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
    }
  }
  t.true(done);
  t.is(Buffer.concat(received).toString('utf8'), expected.join(''));
  fs.closeSync(writerFd);
  fs.closeSync(reader);
});

test('a descriptor that fails for good is reported to flush callers instead of throwing', async (t) => {
  const reports: string[] = [];
  const writer = new LogWriter(2 ** 30, 4096, (message) => reports.push(message)); // no such descriptor: EBADF
  t.notThrows(() => writer.write('lost\n'));
  const error = await flushed(writer);
  t.is((error as NodeJS.ErrnoException | undefined)?.code, 'EBADF');
  t.notThrows(() => writer.write('still no throw\n'));
  t.notThrows(() => writer.flushSync());
  await flushed(writer);
  t.is(reports.length, 1, 'reported once');
  t.regex(reports[0], /log lines are lost/);
});
