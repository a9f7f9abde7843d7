/* global process, setTimeout, console */
// A stand-in daemon for daemon-start tests: after `delayMs`, listens on 127.0.0.1:`port` and greets
// every connection with `* OK <greeting>`; exits 1 when the port is taken, like radicale and dovecot.
import net from 'node:net';

const [port, greeting, delayMs = '0'] = process.argv.slice(2);
setTimeout(() => {
  const server = net.createServer((socket) => {
    socket.on('error', () => {}); // a probe that hangs up early
    socket.end(`* OK ${greeting}\r\n`);
  });
  server.once('error', (error) => {
    console.error(`cannot listen: ${error.message}`);
    process.exit(1);
  });
  server.listen(Number(port), '127.0.0.1');
}, Number(delayMs));
