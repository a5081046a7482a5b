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

test('lines are held in the buffer until it is full, then written in order, as UTF-8', async (t) => {
  const file = tempFile('out.log');
  const fd = fs.openSync(file, 'w');
  const writer = new LogWriter(fd, 1024);
  const lines = Array.from({ length: 500 }, (_, i) => `{"n":${i},"place":"Zürich ☉ ${'x'.repeat(i % 40)}"}\n`);
  writer.write(lines[0]);
  writer.write(lines[1]);
  await new Promise((resolve) => setTimeout(resolve, 20));
  t.is(fs.readFileSync(file, 'utf8'), '', 'a buffer not yet full is not written without a flush');
  for (const line of lines.slice(2)) writer.write(line);
  await new Promise((resolve) => setTimeout(resolve, 20));
  const early = fs.readFileSync(file, 'utf8');
  t.true(early.length > 0 && lines.join('').startsWith(early), 'full buffers are written without a flush');
  t.is(await flushed(writer), undefined);
  t.is(fs.readFileSync(file, 'utf8'), lines.join(''));
  fs.closeSync(fd);
});

test('a line too long for a buffer is written whole from a buffer of its own, in its place', async (t) => {
  const file = tempFile('long.log');
  const fd = fs.openSync(file, 'w');
  const writer = new LogWriter(fd, 300);
  const long = `${'é'.repeat(200)}\n`; // 401 bytes
  writer.write('before\n');
  writer.write(long);
  writer.write('after\n');
  await flushed(writer);
  t.is(fs.readFileSync(file, 'utf8'), `before\n${long}after\n`);
  fs.closeSync(fd);
});

test('a flush waits only for what was taken before it, however much follows', async (t) => {
  const file = tempFile('steady.log');
  const fd = fs.openSync(file, 'w');
  const writer = new LogWriter(fd, 256);
  writer.write('first\n');
  let called = false;
  writer.flush(() => (called = true));
  // Keep writing while the flush waits: it must still be called back.
  for (let i = 0; i < 500 && !called; i++) {
    writer.write(`more ${i} ${'m'.repeat(50)}\n`);
    await new Promise((resolve) => setImmediate(resolve));
  }
  t.true(called);
  await flushed(writer);
  t.true(fs.readFileSync(file, 'utf8').startsWith('first\nmore 0 '));
  fs.closeSync(fd);
});

test('flushSync writes what is gathered and queued before it returns', (t) => {
  const file = tempFile('exit.log');
  const fd = fs.openSync(file, 'w');
  const writer = new LogWriter(fd, 64);
  writer.write(`${'1'.repeat(40)}\n`);
  writer.write(`${'2'.repeat(40)}\n`); // the first buffer goes to a background write
  writer.write(`${'3'.repeat(40)}\n`); // the second waits in the queue
  writer.write('last words\n'); // gathered in the third
  writer.flushSync();
  const written = fs.readFileSync(file, 'utf8');
  t.true(written.includes(`${'3'.repeat(40)}\nlast words\n`), written);
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
  const total = Buffer.byteLength(expected.join(''));
  const received: Buffer[] = [];
  const chunk = Buffer.alloc(16 * 1024);
  let receivedBytes = 0;
  for (let rounds = 0; rounds < 2000 && (!done || receivedBytes < total); rounds++) {
    await new Promise((resolve) => setTimeout(resolve, 2)); // a slow reader: the pipe fills and the writer gets EAGAIN
    try {
      const n = fs.readSync(reader, chunk);
      received.push(Buffer.from(chunk.subarray(0, n)));
      receivedBytes += n;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
    }
  }
  t.true(done);
  t.is(Buffer.concat(received).toString('utf8'), expected.join(''));
  fs.closeSync(writerFd);
  fs.closeSync(reader);
});

test('a descriptor that fails for good is reported once and to flush callers, never thrown', async (t) => {
  const reports: string[] = [];
  const writer = new LogWriter(2 ** 30, 64, (message) => reports.push(message)); // no such descriptor: EBADF
  t.notThrows(() => writer.write(`${'lost '.repeat(20)}\n`));
  const error = await flushed(writer);
  t.is((error as NodeJS.ErrnoException | undefined)?.code, 'EBADF');
  t.notThrows(() => writer.write('still no throw\n'));
  t.notThrows(() => writer.flushSync());
  await flushed(writer);
  t.is(reports.length, 1, 'reported once');
  t.regex(reports[0], /log lines are lost/);
});
