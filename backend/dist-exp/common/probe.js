import { createConnection } from 'node:net';
/** True when something accepts TCP connections on host:port within the timeout. */ export function portAnswers(host, port, timeoutMs = 500) {
    return new Promise((resolve)=>{
        const socket = createConnection({
            host,
            port
        });
        const done = (ok)=>{
            socket.destroy();
            resolve(ok);
        };
        socket.setTimeout(timeoutMs, ()=>done(false));
        socket.once('connect', ()=>done(true));
        socket.once('error', ()=>done(false));
    });
}

//# sourceMappingURL=probe.js.map