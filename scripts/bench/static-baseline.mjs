// The load benchmark's yardstick: the site's own HTML, saved once (plain and gzip-compressed) and served as
// static files by nginx, or by a tiny Node server where nginx is not installed.
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startProcess, waitForUrl } from './processes.mjs';

const NGINX = '/usr/sbin/nginx';
const STATIC_SERVER = join(dirname(fileURLToPath(import.meta.url)), 'static-server.mjs');

/** `/` -> index.html, `/about/102` -> about/102.html: one file per page, plus its `.gz` twin. */
export const fileForPath = (path) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** Saves each page's HTML as the site serves it (uncompressed) and its gzip-compressed variant. */
export async function savePages(base, paths, root) {
  for (const path of paths) {
    const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
    if (!response.ok) throw new Error(`${path}: answered ${response.status} while saving the baseline`);
    const html = Buffer.from(await response.arrayBuffer());
    const file = join(root, fileForPath(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    writeFileSync(`${file}.gz`, gzipSync(html));
  }
}

function nginxConf(dir, root, port, workers) {
  return `daemon off;
worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  default_type text/html;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location = / { try_files /index.html =404; }
    location / { try_files $uri.html =404; }
  }
}
`;
}

/**
 * Serves `root` on `port` and resolves to `{ server, child }`. `dir` (private to this run) holds the
 * nginx configuration, PID file and temp paths; the server's output goes to `logFile`. `workers`: nginx's
 * worker_processes (one for the load benchmark's single Next process, `auto` beside the cluster's nginx).
 */
export async function startStaticServer(dir, root, port, logFile, { workers = 1 } = {}) {
  let server;
  let child;
  if (existsSync(NGINX)) {
    writeFileSync(join(dir, 'nginx.conf'), nginxConf(dir, root, port, workers));
    // nginx's workers drop root privileges: let them read the pages.
    for (const d of [dir, root]) chmodSync(d, 0o755);
    server = 'nginx';
    child = startProcess(
      'nginx',
      NGINX,
      ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'nginx-error.log')],
      { logFile },
    );
  } else {
    server = 'node (nginx not installed)';
    child = startProcess('static server', process.execPath, [STATIC_SERVER, root, String(port)], { logFile });
  }
  await waitForUrl(`http://127.0.0.1:${port}/`, child, 10_000);
  return { server, child };
}
