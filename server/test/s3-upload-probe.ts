// A child process that uploads one file to an S3 test server and reports how much its own memory
// (RSS) grew at the peak, so the measure leaves out the test server that runs in the test's
// process. Arguments: endpoint, bucket, key, file path, and `file` (putFile) or `whole` (put of the
// file read into memory, the way uploads went before multipart).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3FileStorage } from '../storage/s3-storage';
import { S3_TEST_CREDENTIALS, S3_TEST_REGION } from './s3-test-server';

const MIB = 1024 * 1024;
const [endpoint, bucket, key, path, mode] = process.argv.slice(2) as [string, string, string, string, string];
const options = { endpoint, bucket, region: S3_TEST_REGION, ...S3_TEST_CREDENTIALS };
const storage = new S3FileStorage(options);

// A small upload the same way first (a two-part file), so loading the HTTP client and the stream
// machinery is not counted as the cost of the file's size.
const warmUp = join(mkdtempSync(join(tmpdir(), 'kelas-s3-probe-')), 'warm-up.bin');
writeFileSync(warmUp, Buffer.alloc(6 * MIB));
const small = new S3FileStorage({ ...options, partSizeBytes: 5 * MIB });
if (mode === 'whole') await small.put(`${key}.warm-up`, await readFile(warmUp), 'video/mp4');
else await small.putFile(`${key}.warm-up`, warmUp, 'video/mp4');

// What the upload holds, not garbage a busy machine has not collected yet: the probe runs with
// --expose-gc and collects before each sample (freed part buffers go back to the system).
const collect = (globalThis as { gc?: () => void }).gc ?? (() => {});
collect();
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => {
  collect();
  peak = Math.max(peak, process.memoryUsage().rss);
}, 10);
if (mode === 'whole') await storage.put(key, await readFile(path), 'video/mp4');
else await storage.putFile(key, path, 'video/mp4');
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
process.stdout.write(JSON.stringify({ growth: peak - baseline }));
