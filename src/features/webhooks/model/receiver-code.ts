/**
 * The receiver guide's examples: complete, runnable receivers that check Api-Secret in
 * constant time, answer 200 before doing the work, and skip an EventId they have seen.
 * Code, not prose, so not translated; the guide explains them in the UI language.
 */
export const NODE_RECEIVER = `import { createServer } from 'node:http';
import { timingSafeEqual } from 'node:crypto';

const secret = Buffer.from(process.env.WEBHOOK_SECRET ?? '');
const seen = new Set(); // keep EventIds in your database in production

function secretMatches(value) {
  const given = Buffer.from(String(value ?? ''));
  return given.length === secret.length && timingSafeEqual(given, secret);
}

createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    if (req.method !== 'POST' || !secretMatches(req.headers['api-secret'])) {
      res.writeHead(401).end();
      return;
    }
    const event = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    res.writeHead(200).end(); // answer first, work afterwards
    if (seen.has(event.EventId)) return; // a retry or redelivery
    seen.add(event.EventId);
    setImmediate(() => handle(event));
  });
}).listen(8787, '127.0.0.1');

function handle(event) {
  console.log(event.EventType, event.Data);
}
`;

export const PYTHON_RECEIVER = `import hmac
import json
import os
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer

SECRET = os.environ.get("WEBHOOK_SECRET", "").encode()
seen = set()  # keep EventIds in your database in production


def handle(event):
    print(event["EventType"], event["Data"])


class Receiver(BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        given = self.headers.get("Api-Secret", "").encode()
        if not hmac.compare_digest(given, SECRET):
            self.send_response(401)
            self.end_headers()
            return
        event = json.loads(body)
        self.send_response(200)  # answer first, work afterwards
        self.end_headers()
        if event["EventId"] in seen:  # a retry or redelivery
            return
        seen.add(event["EventId"])
        threading.Thread(target=handle, args=(event,)).start()


HTTPServer(("127.0.0.1", 8787), Receiver).serve_forever()
`;
